// swift-tools-version: 6.1
// A Hummingbird 2 service on 127.0.0.1 that watches itself: its own swift-metrics and swift-log
// output and its traces on a board that is one of its services, and keys that drive a load
// generator on loopback; on request it also exports what the board shows, its spans to an
// OpenTelemetry collector over OTLP/HTTP (swift-otel) and its metrics on GET /metrics
// (swift-prometheus). Hummingbird, swift-otel and swift-prometheus are this example's
// dependencies only, not the kit's.
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
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    // OTLP over HTTP only: without the gRPC trait, gRPC Swift and its transport are not built.
    .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
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
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "OTel", package: "swift-otel"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]),
    // The loopback client the `s` key drives, and the drain checks count with: not the service.
    .target(name: "LoadGenerator"),
    // What the board costs a service that already exports (Benchmarks/measure-export runs it in
    // release): here rather than in the Benchmarks package, so that only this example links
    // swift-otel.
    .executableTarget(
      name: "ExportBenchmarks",
      dependencies: [
        .product(name: "GlanceMetrics", package: "ObserverModel"),
        .product(name: "GlanceTracing", package: "ObserverModel"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "OTel", package: "swift-otel"),
      ]),
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
