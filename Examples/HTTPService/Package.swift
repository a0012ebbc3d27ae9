// swift-tools-version: 6.0
// A Hummingbird 2 service on 127.0.0.1 that watches itself: its own swift-metrics and swift-log
// output on a board, and keys that drive a load generator on loopback. Hummingbird is this
// example's dependency only, not the kit's.
import PackageDescription

let package = Package(
  name: "HTTPService",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ObserverModel", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
  ],
  targets: [
    .executableTarget(
      name: "HTTPService",
      dependencies: [
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceLogging", package: "ObserverModel"),
        .product(name: "GlanceMetrics", package: "ObserverModel"),
        .product(name: "GlanceServe", package: "ObserverModel"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ]),
    .testTarget(
      name: "HTTPServiceTests",
      dependencies: [
        "HTTPService",
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceCore", package: "ObserverModel"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
