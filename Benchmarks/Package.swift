// swift-tools-version: 6.1
import PackageDescription

// The benchmarks are their own package so that the library keeps `dependencies: []`.
// Run them from this directory with `swift package benchmark` (see docs/benchmarks.md).
//
// Each suite is an executable target in `Benchmarks/<Suite>/` that measures the library and a
// baseline doing the same logical work with plain arrays, in the same run, so their ratio means
// something on a noisy machine.
let suites = ["Events", "CollapseSplit", "AccordionRows", "Persistence", "PropertyRunner", "ModalsAndTabs"]

let package = Package(
    name: "SplitNavigationBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "SplitNavigation", path: ".."),
        // The malloc interposer makes the malloc counters real; a suite checks they are not 0.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads and baselines the suites and the tools share, without the benchmark
        // package: the tools link this alone, so that no malloc interposer sits in what they
        // time or count.
        .target(
            name: "Workloads",
            dependencies: [
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "SplitNavigationTesting", package: "SplitNavigation"),
            ],
            path: "Sources/Workloads"
        ),
        // What the suites add: the environment switches and measuring a baseline inside a
        // benchmark (it re-exports `Workloads`).
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                "Workloads",
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Sources/BenchmarkSupport"
        ),
        // Instruction counts of the measured loops under callgrind: figures a loaded machine
        // cannot move (Benchmarks/instructions.sh, docs/benchmarks.md). Not in a folder named
        // `Benchmarks`, which is how the benchmark plugin tells its suites from other tools.
        .executableTarget(
            name: "instructions",
            dependencies: [
                "Workloads",
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "SplitNavigationStore", package: "SplitNavigation"),
                .product(name: "SplitNavigationTesting", package: "SplitNavigation"),
            ],
            path: "Tools/Instructions"
        ),
        // Checked events a second of the property runner, the Swift side of the Hypothesis
        // comparison (Benchmarks/hypothesis.sh, docs/benchmarks.md).
        .executableTarget(
            name: "flows-speed",
            dependencies: [
                "Workloads",
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "SplitNavigationTesting", package: "SplitNavigation"),
            ],
            path: "Tools/FlowSpeed"
        ),
        // How a push through NavigationStore.send scales, 10,000 against 100,000 children, in
        // CPU time (Tools/StoreScale/main.swift).
        .executableTarget(
            name: "store-scale",
            dependencies: [
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "SplitNavigationStore", package: "SplitNavigation"),
            ],
            path: "Tools/StoreScale"
        ),
        // How events that touch a few children (tab, accordion, pop-to, list selection, one-event
        // batch) scale with the children they do not touch, 10,000 against 100,000, in CPU time
        // (Tools/EventScale/main.swift).
        .executableTarget(
            name: "event-scale",
            dependencies: [.product(name: "SplitNavigation", package: "SplitNavigation")],
            path: "Tools/EventScale"
        ),
    ] + suites.map { suite in
        .executableTarget(
            name: suite,
            dependencies: [
                "BenchmarkSupport",
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "SplitNavigationTesting", package: "SplitNavigation"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/\(suite)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
