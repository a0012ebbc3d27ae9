// swift-tools-version: 6.0
// A job queue on the Glance kit: worker threads take jobs from a queue; the board shows the
// depth, the throughput, each worker, the failures and the hand-off, and keys add jobs.
import PackageDescription

let package = Package(
  name: "JobQueue",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ObserverModel", path: "../..")],
  targets: [
    .executableTarget(
      name: "JobQueue",
      dependencies: [
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "ObserverModel", package: "ObserverModel"),
      ]),
    .testTarget(
      name: "JobQueueTests",
      dependencies: [
        "JobQueue", .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceTesting", package: "ObserverModel"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
