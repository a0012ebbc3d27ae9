// swift-tools-version: 6.1
import PackageDescription

// `OBSERVER_MODEL_SAFE=1` builds the library in its safe runtime (see ../Package.swift); the
// benchmark is told too, so that it labels its tables and applies the safe-mode targets.
let safeRuntime = ["1", "true", "yes"].contains(
  (Context.environment["OBSERVER_MODEL_SAFE"] ?? "").lowercased())

// A plain release executable rather than ordo-one/package-benchmark: it builds in a fraction of
// the time on two cores, and every figure we report is a same-run ratio anyway.
let package = Package(
  name: "ObserverModelBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ObserverModel", path: ".."),
    // The peer we compare against (ObservableObject, @Published, subjects on Linux).
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    // The scale benchmark's command line, with the board's options as an option group.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The metrics peer: GlanceMetrics' counter against swift-prometheus' in the same run.
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
    // The log handler's peers: StreamLogHandler and SwiftLogNoOpLogHandler.
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // The tracer's peer: swift-distributed-tracing's InMemoryTracer.
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
  ],
  targets: [
    // A span's start and end: GlanceTracing's BoardTracer against InMemoryTracer, same run.
    .executableTarget(
      name: "TracingBenchmarks",
      dependencies: [
        .product(name: "GlanceTracing", package: "ObserverModel"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
      ]
    ),
    // Issue 33's flood: a headless board with the three tracing panels on one BoardTracer,
    // fed a paced million spans a second (roots with two children) by writer threads.
    .executableTarget(
      name: "TraceFlood",
      dependencies: [
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceTracing", package: "ObserverModel"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Counts malloc/calloc/realloc/memalign calls per thread, so the benchmark can report
    // allocations per delivery without an external tool.
    .target(name: "MallocCounter"),
    .executableTarget(
      name: "ObserverBenchmarks",
      dependencies: [
        "MallocCounter",
        .product(name: "ObserverModel", package: "ObserverModel"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      swiftSettings: safeRuntime ? [.define("OBSERVER_MODEL_SAFE")] : []
    ),
    // The dashboard's hand-off floor: a bare worker-to-main-queue hop at the same rate.
    .executableTarget(name: "HandoffFloor"),
    // The scale benchmark: a Glance board bound to 1,000 values written by 8 threads at an
    // aggregate million updates a second (run in tmux by measure-scale), served to `glance
    // attach` for measure-console.
    .executableTarget(
      name: "ScaleDashboard",
      dependencies: [
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceServe", package: "ObserverModel"),
        .product(name: "ObserverModel", package: "ObserverModel"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // GlanceLogging's BoardLogHandler against swift-log's stream and no-op handlers, same run.
    .executableTarget(
      name: "LogBenchmarks",
      dependencies: [
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "GlanceTesting", package: "ObserverModel"),
        .product(name: "GlanceLogging", package: "ObserverModel"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The library's main-actor delivery against a bare hop measured in the same process, and
    // latest-only under a 100 kHz flood (allocations counted by MallocCounter).
    .executableTarget(
      name: "MainActorBenchmarks",
      dependencies: [
        "MallocCounter",
        .product(name: "ObserverModel", package: "ObserverModel"),
      ]
    ),
    // A counter increment through swift-metrics' `Counter`, GlanceMetrics' factory against
    // swift-prometheus', on one thread and on eight sharing the counter.
    .executableTarget(
      name: "MetricsBenchmarks",
      dependencies: [
        .product(name: "GlanceMetrics", package: "ObserverModel"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
