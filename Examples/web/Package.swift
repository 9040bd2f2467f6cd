// swift-tools-version: 6.0
import PackageDescription

// The web front end is its own package so that the library keeps `dependencies: []`: a
// Hummingbird server that gives each browser tab its own NavigationStore. Run it from this
// directory with `swift run split-web` (see docs/web.md).

let package = Package(
    name: "split-web",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "SplitNavigation", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The app: routes, sample mail, the per-tab session and its protocol, the recording
        // replay. No networking, so its tests need no server.
        .target(
            name: "SplitWeb",
            dependencies: [
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "SplitNavigationStore", package: "SplitNavigation"),
            ]
        ),
        // The server: the page's files, one session per WebSocket, the viewer's endpoint.
        .executableTarget(
            name: "split-web",
            dependencies: [
                "SplitWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The page: plain HTML, CSS and JavaScript, served as they are.
            resources: [.copy("Public")]
        ),
        .testTarget(
            name: "SplitWebTests",
            dependencies: [
                "SplitWeb",
                .product(name: "SplitNavigation", package: "SplitNavigation"),
                .product(name: "SplitNavigationStore", package: "SplitNavigation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
