// swift-tools-version: 6.0
// A system monitor on the Glance kit: per-core CPU as gauges, memory as a line chart and the
// load average in big digits, read from /proc on a worker thread twice a second.
import PackageDescription

let package = Package(
  name: "SystemMonitor",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ObserverModel", path: "../..")],
  targets: [
    .executableTarget(
      name: "SystemMonitor",
      dependencies: [
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "ObserverModel", package: "ObserverModel"),
      ]),
    .testTarget(
      name: "SystemMonitorTests",
      dependencies: [
        "SystemMonitor", .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceTesting", package: "ObserverModel"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
