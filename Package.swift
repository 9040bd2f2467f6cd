// swift-tools-version: 6.0
import PackageDescription

// The library has no package dependencies, by design: it is a pure state machine that any
// front end can drive. Benchmarks live in their own package in `Benchmarks/`.
//
// The library's internal checks re-check every invariant after each mutation. They are for the
// library's own development and CI (.ci/run turns them on), not for an app's debug builds, where
// they would add to the cost of every event: set SPLITNAV_INTERNAL_CHECKS=1 in the environment
// of `swift build` or `swift test` to compile them into debug builds (docs/testing.md).
let internalChecksAsked = !["", "0"].contains(Context.environment["SPLITNAV_INTERNAL_CHECKS"] ?? "")
let internalChecks: [SwiftSetting] = internalChecksAsked
    ? [.define("SPLITNAV_INTERNAL_CHECKS", .when(configuration: .debug))]
    : []

let package = Package(
    name: "SplitNavigation",
    // The core's minimum: JSONEncoder's `.withoutEscapingSlashes`, which saved states use, came
    // with these releases. `SplitNavigationStore` needs Observation (macOS 14, iOS 17, tvOS 17,
    // watchOS 10) and `SplitNavigationStoreTesting` Synchronization's `Atomic` (macOS 15,
    // iOS 18, tvOS 18, watchOS 11): their types say so with `@available`. Linux and Windows
    // have no minimum. CI builds on Linux only; the Apple versions are not compiled by it.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "SplitNavigation", targets: ["SplitNavigation"]),
        .library(name: "SplitNavigationStore", targets: ["SplitNavigationStore"]),
        .library(name: "SplitNavigationTesting", targets: ["SplitNavigationTesting"]),
        .library(name: "SplitNavigationStoreTesting", targets: ["SplitNavigationStoreTesting"]),
        // The JSON-lines bridge, so that a package depending on this one can `swift run splitnav`.
        .executable(name: "splitnav", targets: ["splitnav"]),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "SplitNavigation",
            swiftSettings: internalChecks
        ),
        // What the test targets share; not a product.
        .target(
            name: "SplitNavigationTestSupport",
            dependencies: ["SplitNavigation", "SplitNavigationTesting"],
            path: "Tests/SplitNavigationTestSupport"
        ),
        .testTarget(
            name: "SplitNavigationTests",
            dependencies: ["SplitNavigation", "SplitNavigationTesting", "SplitNavigationTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .target(
            name: "SplitNavigationStore",
            dependencies: ["SplitNavigation"]
        ),
        .testTarget(
            name: "SplitNavigationStoreTests",
            dependencies: ["SplitNavigationStore", "SplitNavigation", "SplitNavigationTesting", "SplitNavigationTestSupport"]
        ),
        .target(
            name: "SplitNavigationTesting",
            dependencies: ["SplitNavigation"]
        ),
        .testTarget(
            name: "SplitNavigationTestingTests",
            dependencies: ["SplitNavigationTesting", "SplitNavigationTestSupport"]
        ),
        // The kit's checks that need a store (linearizability), apart so that the kit itself
        // depends on the core alone.
        .target(
            name: "SplitNavigationStoreTesting",
            dependencies: ["SplitNavigation", "SplitNavigationStore", "SplitNavigationTesting"]
        ),
        .testTarget(
            name: "SplitNavigationStoreTestingTests",
            dependencies: [
                "SplitNavigationStoreTesting", "SplitNavigationStore", "SplitNavigation", "SplitNavigationTesting",
                "SplitNavigationTestSupport",
            ]
        ),

        // Examples: front ends that run on Linux. Not products; they show the library in use.
        .target(
            name: "SplitBridge",
            dependencies: ["SplitNavigation"],
            path: "Examples/SplitBridge"
        ),
        .target(
            name: "SplitText",
            dependencies: ["SplitNavigation"],
            path: "Examples/SplitText"
        ),
        .executableTarget(
            name: "split-demo",
            dependencies: ["SplitNavigation", "SplitNavigationStore", "SplitNavigationTesting", "SplitText"],
            path: "Examples/split-demo"
        ),
        .executableTarget(
            name: "split-terminal",
            dependencies: ["SplitNavigation", "SplitText"],
            path: "Examples/split-terminal"
        ),
        .executableTarget(
            name: "splitnav",
            dependencies: ["SplitBridge"],
            path: "Examples/splitnav"
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "SplitBridge", "SplitText", "splitnav", "split-demo", "SplitNavigationTesting", "SplitNavigationStore", "SplitNavigationTestSupport",
            ],
            path: "Tests/ExamplesTests",
            resources: [.copy("Transcripts"), .copy("Golden")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
