// swift-tools-version: 6.0
// A Hummingbird 2 service on 127.0.0.1 that watches itself: its own swift-metrics and swift-log
// output and its traces on a board that is one of its services, and keys that drive a load
// generator on loopback. Hummingbird is this
// example's dependency only, not the kit's.
import PackageDescription

let package = Package(
  name: "HTTPService",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ObserverModel", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  ],
  targets: [
    .executableTarget(
      name: "HTTPService",
      dependencies: [
        "LoadGenerator",
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceLogging", package: "ObserverModel"),
        .product(name: "GlanceMetrics", package: "ObserverModel"),
        .product(name: "GlanceServe", package: "ObserverModel"),
        .product(name: "GlanceLifecycle", package: "ObserverModel"),
        .product(name: "GlanceTracing", package: "ObserverModel"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]),
    // The loopback client the `s` key drives, and the drain checks count with: not the service.
    .target(name: "LoadGenerator"),
    .testTarget(
      name: "HTTPServiceTests",
      dependencies: [
        .product(name: "GlanceTesting", package: "ObserverModel"),
        "HTTPService", "LoadGenerator",
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceCore", package: "ObserverModel"),
        .product(name: "GlanceLifecycle", package: "ObserverModel"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
