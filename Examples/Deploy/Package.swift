// swift-tools-version: 6.0
// An example of a tool built on SelectionKit from outside the package: `deploy` asks for an
// environment, the checks to run and a maintenance window, and its tests drive the same prompts
// through SelectionTesting. The repository's scripts/test builds and tests it.
import PackageDescription

let package = Package(
    name: "Deploy",
    platforms: [.macOS(.v13)],
    dependencies: [
        // In your own package: .package(url: "https://github.com/selectionkit/selectionkit", from: "0.2.0")
        .package(name: "SelectionKit", path: "../..")
    ],
    targets: [
        // The questions, as values a test can drive.
        .target(name: "DeployKit", dependencies: [.product(name: "SelectionKit", package: "SelectionKit")]),
        // The command: asks, then prints the plan.
        .executableTarget(name: "deploy", dependencies: ["DeployKit"]),
        .testTarget(
            name: "DeployKitTests",
            dependencies: ["DeployKit", .product(name: "SelectionTesting", package: "SelectionKit")]
        ),
    ]
)
