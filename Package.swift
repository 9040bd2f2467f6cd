// swift-tools-version: 6.0
import PackageDescription

// The library has no package dependencies, by design: it is a pure state machine that any
// front end can drive. Benchmarks live in their own package in `Benchmarks/`.
let internalChecks: [SwiftSetting] = [
    // Debug builds (and so the test suite) re-check every invariant after each mutation.
    .define("SPLITNAV_INTERNAL_CHECKS", .when(configuration: .debug)),
]

let package = Package(
    name: "SplitNavigation",
    products: [
        .library(name: "SplitNavigation", targets: ["SplitNavigation"]),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "SplitNavigation",
            swiftSettings: internalChecks
        ),
        .testTarget(
            name: "SplitNavigationTests",
            dependencies: ["SplitNavigation"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
