// swift-tools-version: 6.0
import PackageDescription

// The package is one table of targets (`units`, below): each target with its layer, whether it
// holds code below Swift's safe surface, and, for a test target or a program, the builds that
// make it. The package, its products and the builds' flags are derived from it at the end of
// this file, and CI's checks read the result (`swift package dump-package`, once a build)
// instead of lists of their own: adding a target is one entry and its folders.

// MARK: - Builds

/// The builds this package makes, each selected by environment variables.
///
/// - `fast`: the library's fast runtime paths (the default).
/// - `safe`: `OBSERVER_MODEL_SAFE=1`, their safe twins: only public, documented Swift (weak
///   references, `Mutex.withLock`, the public `withObservationTracking`) and no C runtime target
///   (see Sources/ObserverModel/Runtime/README.md).
/// - `thread`: `OBSERVER_MODEL_SANITIZE=thread`, the fast runtime under ThreadSanitizer.
/// - `fuzz`: `OBSERVER_MODEL_SANITIZE=fuzzer`, the libFuzzer programs under AddressSanitizer
///   (`.ci/fuzz` builds them in release), in the runtime `OBSERVER_MODEL_SAFE` picks.
///
/// `OBSERVER_MODEL_SANITIZE=address` is the fast build with AddressSanitizer in the targets that
/// hold unsafe code, CI's first build. Each build wants a `--scratch-path` of its own, or one
/// path used by one build after another (CI's: dependencies then compile once).
enum Build: String { case fast, safe, thread, fuzz }

let environment = Context.environment
let sanitizer = environment["OBSERVER_MODEL_SANITIZE"].flatMap {
  ["address", "thread", "fuzzer"].contains($0) ? $0 : nil
}
let safeRuntime = ["1", "true", "yes"].contains(
  (environment["OBSERVER_MODEL_SAFE"] ?? "").lowercased())
let build: Build =
  sanitizer == "fuzzer" ? .fuzz : safeRuntime ? .safe : sanitizer == "thread" ? .thread : .fast

// MARK: - The table

/// Where a target sits in the kit's layers: a target depends only on targets of lower layers
/// (this manifest refuses to load otherwise), and ARCHITECTURE.md draws them in this order.
enum Layer: Int, Comparable {
  /// C code and the system libraries that the Swift above wraps: a sanitizer's flags for these
  /// targets are C flags.
  case c
  /// The library, the kit's cells and widgets, and its POSIX calls: only C below them.
  case base
  /// Terminal and wire I/O on top of the cells.
  case io
  /// The board's runtime.
  case runtime
  /// What plugs a library of the ecosystem into the board (logging, metrics, tracing, serving,
  /// service lifecycle, tests).
  case adapter
  /// What runs above an adapter (the browser bridge above the transport).
  case bridge
  /// The executables.
  case program
  /// Code that several test targets share.
  case testSupport
  /// The test targets.
  case test

  static func < (a: Layer, b: Layer) -> Bool { a.rawValue < b.rawValue }
}

/// One target and the facts this manifest and CI derive from it.
struct Unit {
  /// The target as SwiftPM takes it.
  let target: Target
  /// Its layer.
  let layer: Layer
  /// It holds code below Swift's safe surface: AddressSanitizer instruments it in CI's first
  /// build, and `.ci/checks/unsafe` lets unsafe constructs appear in it (in the files its rules
  /// name) and nowhere else.
  let unsafe: Bool
  /// The builds that make a test target or a program: the fast build alone when not given. No
  /// other target names builds (this manifest refuses to load otherwise): each is built where a
  /// test target or a program needs it.
  let builds: Set<Build>?

  init(_ target: Target, _ layer: Layer, unsafe: Bool = false, builds: Set<Build>? = nil) {
    self.target = target
    self.layer = layer
    self.unsafe = unsafe
    self.builds = builds
  }

  /// A test target or a program: a root of the builds that name it, which compile what it needs.
  var isRoot: Bool { [.executable, .test].contains(target.type) }
}

/// Tests and programs in every build but the fuzzers'.
let everyBuild: Set<Build> = [.fast, .safe, .thread]
/// Test targets whose code behaves the same in both runtimes (no key path of their own, no use
/// of the library beyond `Lock` and the board's bindings, which other targets check in the safe
/// build) and where ThreadSanitizer finds races: locks, atomics, threads or unchecked
/// conformances, in them or in what they run.
let fastAndThread: Set<Build> = [.fast, .thread]

let runtimeSettings: [SwiftSetting] = safeRuntime ? [.define("OBSERVER_MODEL_SAFE")] : []

let units: [Unit] = [
  // ncursesw, found without pkg-config: its .pc file carries -D_XOPEN_SOURCE=600, which SwiftPM
  // drops with a "prohibited flag" warning on every build; shim.h sets what it needs.
  Unit(.systemLibrary(name: "CNcurses"), .c),
  // The crash-signal handler and the terminal settings it restores, in C storage (see
  // GlanceTerminal/Session/CrashGuard.swift).
  Unit(.target(name: "CCrashGuard"), .c, unsafe: true),
  // The Swift runtime's non-trapping try-retain, for weakly held observers: C, because Swift
  // code may not name `swift_` runtime symbols. Inside the library's folder, excluded from the
  // Swift target; not in the safe build.
  Unit(
    .target(name: "CObserverRuntime", path: "Sources/ObserverModel/Runtime/CRuntime"), .c,
    unsafe: true),
  // The library: observers, values, receivers and transmitters, key paths, delivery.
  Unit(
    .target(
      name: "ObserverModel",
      dependencies: (safeRuntime ? [] : ["CObserverRuntime"]) + [
        .product(
          name: "OpenCombine", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi]))
      ],
      exclude: ["Runtime/CRuntime", "Runtime/README.md"],
      swiftSettings: runtimeSettings),
    .base, unsafe: true),
  // The kit's cells, layout, widgets and keys: no terminal, no model, no Foundation.
  Unit(.target(name: "GlanceCore"), .base),
  // The one write loop (partial writes, EINTR, a full descriptor) and the one read retried
  // while interrupted, for every target that does file or terminal I/O.
  Unit(.target(name: "GlancePOSIX"), .base, unsafe: true),
  // The backend: terminal I/O, ncurses, the in-memory screen, signals. It composes and times
  // nothing.
  Unit(
    .target(
      name: "GlanceTerminal",
      dependencies: ["GlanceCore", "GlancePOSIX", "CNcurses", "CCrashGuard"]),
    .io, unsafe: true),
  // The observer console's wire format and recording files: values in, bytes out, fuzzed on
  // their own; the only I/O is the recording file's.
  Unit(
    .target(name: "GlanceWire", dependencies: ["GlanceCore", "GlancePOSIX"]), .io, unsafe: true),
  // The runtime: sources bound to panels through the library's delivery, the main loop, key
  // bindings, and the terminal and headless sessions.
  Unit(
    .target(
      name: "Glance",
      dependencies: [
        "GlanceCore", "GlanceTerminal", "GlanceWire", "ObserverModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .runtime),
  // swift-metrics on the board: the factory's metrics are bound values the frame takes.
  Unit(
    .target(
      name: "GlanceMetrics",
      dependencies: [
        "Glance", "GlanceCore", "ObserverModel",
        .product(name: "CoreMetrics", package: "swift-metrics"),
      ]),
    .adapter),
  // swift-log on the board: records go to a log panel, bounded, taken at frame time.
  Unit(
    .target(
      name: "GlanceLogging",
      dependencies: [
        "Glance", "GlanceCore", "GlancePOSIX", "ObserverModel",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .adapter),
  // swift-distributed-tracing on the board: spans recorded into bounded aggregates that frames
  // read, and forwarded to another tracer.
  Unit(
    .target(
      name: "GlanceTracing",
      dependencies: [
        "Glance", "GlanceCore", "ObserverModel",
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "Instrumentation", package: "swift-distributed-tracing"),
      ]),
    .adapter),
  // The observer console's transport on SwiftNIO: a Unix socket listener and client that move
  // raw bytes, and the directory where serving programs put their sockets.
  Unit(
    .target(
      name: "GlanceServe",
      dependencies: [
        "Glance", "GlanceWire",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]),
    .adapter, unsafe: true),
  // The board as a Service in a ServiceGroup (Hummingbird's Application, or the program's own).
  Unit(
    .target(
      name: "GlanceLifecycle",
      dependencies: [
        "Glance", .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]),
    .adapter),
  // `BoardTester`, for Swift Testing tests of a board; the one source target that imports
  // Testing, so that no program links it.
  Unit(
    .target(name: "GlanceTesting", dependencies: ["Glance", "GlanceCore", "GlanceTerminal"]),
    .adapter),
  // `glance web`'s bridge: one page and a WebSocket per browser tab (NIOHTTP1, NIOWebSocket),
  // each tab a viewer of its own on the program's socket; the page's files are embedded.
  Unit(
    .target(
      name: "GlanceWeb",
      dependencies: [
        "GlanceServe", "GlanceWire",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ],
      resources: [.embedInCode("Page")]),
    .bridge),
  // The `glance` command: list, attach, record, replay and web, one subcommand per file.
  Unit(
    .executableTarget(
      name: "GlanceCommand",
      dependencies: [
        "Glance", "GlanceCore", "GlanceTerminal", "GlanceWire", "GlanceServe", "GlanceWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .program, builds: everyBuild),
  // The demo.
  Unit(
    .executableTarget(
      name: "Dashboard",
      dependencies: [
        "Glance", "GlanceCore", "GlanceServe", "ObserverModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .program, builds: everyBuild),

  // Counts the test process's heap allocations per thread, for the zero-allocation guards.
  Unit(
    .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"), .c,
    unsafe: true),
  // What several test targets share (bounded waits, the interleaving explorer, goldens,
  // rendering helpers, the snippet reader), once; in no product.
  Unit(
    .target(
      name: "TestSupport",
      dependencies: [
        "ObserverModel", "GlanceCore", "GlanceTerminal", "Glance", "GlanceWire", "GlanceTesting",
      ],
      path: "Tests/TestSupport"),
    .testSupport),

  // libFuzzer's driver, for a program that keeps its own main (its header only).
  Unit(
    .systemLibrary(name: "CFuzzerDriver", path: "Tests/Fuzz/CFuzzerDriver"), .c),
  // What the fuzzers share: reading choices from an input, and stopping on a broken invariant.
  Unit(.target(name: "FuzzSupport", path: "Tests/Fuzz/FuzzSupport"), .testSupport),
  // The kit's fuzz targets in one program: key decoding, the option parsers, the widgets and the
  // backend's encoder, the wire and recording decoders (see Tests/Fuzz/README.md).
  Unit(
    .executableTarget(
      name: "GlanceFuzzer",
      dependencies: [
        "CFuzzerDriver", "FuzzSupport", "CNcurses", "GlanceCore", "GlanceTerminal", "GlanceWire",
        "Glance",
      ],
      path: "Tests/Fuzz/GlanceFuzzer"),
    .test, builds: [.fuzz]),
  // The library's delivery rules against a reference model.
  Unit(
    .executableTarget(
      name: "ObserverModelFuzzer",
      dependencies: ["CFuzzerDriver", "FuzzSupport", "ObserverModel"],
      path: "Tests/Fuzz/ObserverModelFuzzer"),
    .test, builds: [.fuzz]),

  // The test targets mirror the source targets: the tests of Sources/X are Tests/XTests.
  Unit(
    .testTarget(
      name: "ObserverModelTests",
      dependencies: [
        "ObserverModel", "CAllocationCounter", "TestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: runtimeSettings),
    .test, builds: everyBuild),
  // A plain Swift 6 client of the library: main-actor views fed from worker threads, with no
  // `@Sendable` and no `@unchecked` anywhere in the target.
  Unit(
    .testTarget(name: "MainActorClientTests", dependencies: ["ObserverModel", "TestSupport"]),
    .test, builds: everyBuild),
  // The runtime, mostly through the headless BoardTester. In the safe build too: key-path
  // sources on the board change on the next turn there.
  Unit(
    .testTarget(
      name: "GlanceTests",
      dependencies: [
        "GlanceTesting", "Glance", "GlanceCore", "GlanceTerminal", "GlanceWire", "ObserverModel",
        "CAllocationCounter", "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .test, builds: everyBuild),
  // The demo's models, panels and golden screens headless, and the built dashboard and glance
  // end to end in tmux (with the programs of the build that runs them).
  Unit(
    .testTarget(
      name: "DashboardTests",
      dependencies: [
        "GlanceTesting", "Dashboard", "Glance", "GlanceCore", "GlanceTerminal", "ObserverModel",
        "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Golden"]),
    .test, builds: everyBuild),
  // Cells, layout and widgets on their own, against goldens: values only, no lock or thread.
  Unit(
    .testTarget(
      name: "GlanceCoreTests", dependencies: ["GlanceCore", "TestSupport"], exclude: ["Golden"]),
    .test),
  // Plain system calls on the caller's thread, through real pipes.
  Unit(.testTarget(name: "GlancePOSIXTests", dependencies: ["GlancePOSIX"]), .test),
  // The backend: bytes from cells, raw input to keys, output capture, the in-memory screen.
  Unit(
    .testTarget(
      name: "GlanceTerminalTests",
      dependencies: ["GlanceTerminal", "GlanceCore", "CNcurses", "ObserverModel", "TestSupport"]),
    .test, builds: fastAndThread),
  // The wire and recording codecs: values only.
  Unit(
    .testTarget(
      name: "GlanceWireTests", dependencies: ["GlanceWire", "GlanceCore", "TestSupport"]),
    .test),
  // The metrics factory through its public API, beside MetricsTestKit's factory.
  Unit(
    .testTarget(
      name: "GlanceMetricsTests",
      dependencies: [
        "GlanceTesting", "GlanceMetrics", "Glance", "GlanceCore", "ObserverModel", "TestSupport",
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "MetricsTestKit", package: "swift-metrics"),
      ]),
    .test, builds: fastAndThread),
  // The log handler through its public surface, on the headless BoardTester.
  Unit(
    .testTarget(
      name: "GlanceLoggingTests",
      dependencies: [
        "GlanceTesting", "GlanceLogging", "Glance", "GlanceCore", "ObserverModel",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .test, builds: fastAndThread),
  // The tracer: aggregates on the virtual clock, forwarding to InMemoryTracer, and the
  // waterfall's goldens.
  Unit(
    .testTarget(
      name: "GlanceTracingTests",
      dependencies: [
        "GlanceTesting", "GlanceTracing", "Glance", "GlanceCore", "GlanceWire", "TestSupport",
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
      ],
      exclude: ["Golden"]),
    .test, builds: fastAndThread),
  // The transport through real sockets in temporary directories.
  Unit(
    .testTarget(
      name: "GlanceServeTests",
      dependencies: ["GlanceServe", "Glance", "ObserverModel", "TestSupport"]),
    .test, builds: fastAndThread),
  // The board service in real ServiceGroups, headless: structured concurrency only.
  Unit(
    .testTarget(
      name: "GlanceLifecycleTests",
      dependencies: [
        "GlanceLifecycle", "Glance", "GlanceCore", "TestSupport",
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .test),
  // BoardTester itself (a board that runs away fails its test and the run goes on): a
  // main-actor façade with no thread, lock or atomic of its own.
  Unit(
    .testTarget(
      name: "GlanceTestingTests",
      dependencies: ["GlanceTesting", "Glance", "GlanceCore", "TestSupport"]),
    .test),
  // The web bridge through real sockets: access checks, refusals, a tab bridged to a served
  // board. The page's node tests and the browser suite beside them are run by .ci/web.
  Unit(
    .testTarget(
      name: "GlanceWebTests",
      dependencies: [
        "GlanceWeb", "GlanceServe", "GlanceWire", "GlanceCore", "Glance", "TestSupport",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ],
      exclude: ["Page", "Browser"]),
    .test, builds: fastAndThread),
  // `glance replay` headless, through its command type: single-threaded (a viewer's threads run
  // in DashboardTests' end-to-end tests).
  Unit(
    .testTarget(
      name: "GlanceCommandTests",
      dependencies: ["GlanceCommand", "GlanceWire", "GlanceCore", "Glance", "TestSupport"]),
    .test),
]

// MARK: - Products and packages

let products: [Product] = [
  .library(name: "ObserverModel", targets: ["ObserverModel"]),
  // The board kit: the runtime with its cells, widgets and terminal backend.
  .library(name: "Glance", targets: ["Glance", "GlanceCore", "GlanceTerminal"]),
  // Cells, layout and widgets alone, with no terminal.
  .library(name: "GlanceCore", targets: ["GlanceCore"]),
  // Each adapter is a product of its own, so that a program that does not use it links none of
  // its dependencies.
  .library(name: "GlanceMetrics", targets: ["GlanceMetrics"]),
  .library(name: "GlanceLogging", targets: ["GlanceLogging"]),
  .library(name: "GlanceTracing", targets: ["GlanceTracing"]),
  .library(name: "GlanceServe", targets: ["GlanceServe"]),
  .library(name: "GlanceLifecycle", targets: ["GlanceLifecycle"]),
  .library(name: "GlanceTesting", targets: ["GlanceTesting"]),
  .executable(name: "dashboard", targets: ["Dashboard"]),
  .executable(name: "glance", targets: ["GlanceCommand"]),
]

let dependencies: [Package.Dependency] = [
  // ObservableObject / objectWillChange on Linux (Combine is used on Apple platforms).
  .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  // Tests only: a controllable clock for debounce and throttle, and a serial executor.
  .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
  // `swift package generate-documentation`: a command plugin, nothing in any build.
  .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
  .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
]

// MARK: - Derived

/// The units a build compiles: its test targets and programs, and what they need, transitively.
/// A unit none of them needs is not in the build's package, so no build compiles a target it
/// does not run.
func unitsBuilt(by build: Build, from units: [Unit]) -> [Unit] {
  let byName = Dictionary(uniqueKeysWithValues: units.map { ($0.target.name, $0) })
  var needed = Set(
    units.filter { $0.isRoot && ($0.builds ?? [.fast]).contains(build) }.map(\.target.name))
  var queue = Array(needed)
  while let name = queue.popLast() {
    for dependency in byName[name]?.target.dependencies ?? [] {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _):
        if byName[name] != nil, needed.insert(name).inserted { queue.append(name) }
      default: break
      }
    }
  }
  return units.filter { needed.contains($0.target.name) }
}

/// The names of the package's own targets that `target` depends on.
func localDependencies(of target: Target, among names: Set<String>) -> [String] {
  target.dependencies.compactMap { dependency in
    switch dependency {
    case .targetItem(let name, _), .byNameItem(let name, _): names.contains(name) ? name : nil
    default: nil
    }
  }
}

/// The table, checked when the manifest loads: a dependency on a target of the same or a higher
/// layer stops every build with the arrow that breaks them, and so do builds named on a target
/// that is neither a test target nor a program.
func check(_ units: [Unit]) {
  let layers = Dictionary(uniqueKeysWithValues: units.map { ($0.target.name, $0.layer) })
  for unit in units {
    if unit.builds != nil, !unit.isRoot {
      fatalError(
        "\(unit.target.name) names builds, but only test targets and programs do: another "
          + "target is built where one of those needs it (see the table in Package.swift)")
    }
    for name in localDependencies(of: unit.target, among: Set(layers.keys))
    where layers[name]! >= unit.layer && unit.layer != .test {
      fatalError(
        "\(unit.target.name) (layer \(unit.layer)) depends on \(name) (layer \(layers[name]!)): "
          + "a target depends only on lower layers (see the table in Package.swift)")
    }
  }
}
check(units)

let built = unitsBuilt(by: build, from: units)
let builtNames = Set(built.map(\.target.name))
let usedPackages = Set(
  built.flatMap(\.target.dependencies).compactMap { dependency -> String? in
    guard case .productItem(_, let package?, _, _) = dependency else { return nil }
    return package.lowercased()
  })

let package = Package(
  name: "ObserverModel",
  platforms: [.macOS(.v15)],
  products: products.filter { product in
    let targets =
      (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
    return targets.allSatisfy(builtNames.contains)
  },
  // The packages the built targets use (SwiftPM warns about a dependency that no target uses),
  // and in the fast build the documentation plugin, which CI's documentation stage runs there.
  dependencies: dependencies.filter { dependency in
    guard case .sourceControl(_, let location, _) = dependency.kind else { return true }
    let name = String((location.split(separator: "/").last ?? "").lowercased())
    return usedPackages.contains(name) || (build == .fast && name == "swift-docc-plugin")
  },
  targets: built.map(\.target),
  swiftLanguageModes: [.v6]
)

// A sanitizer instruments this package's targets (ThreadSanitizer: all of them, since it sees a
// race only where both accesses are instrumented; AddressSanitizer: those with unsafe code, the
// only places safe Swift lets memory errors happen; the fuzz build: all of them, for libFuzzer's
// coverage and AddressSanitizer's checks) and links its runtime into every program and test
// bundle. Dependencies stay uninstrumented: their own projects test them, and a sanitizer build
// then recompiles only this package's code. The fuzzers call internal API as tests do
// (`@testable import`), which takes `-enable-testing` in a release build.
if let sanitizer {
  let swiftFlags =
    build == .fuzz ? ["-sanitize=fuzzer,address", "-enable-testing"] : ["-sanitize=\(sanitizer)"]
  let cFlags = build == .fuzz ? ["-fsanitize=fuzzer-no-link,address"] : ["-fsanitize=\(sanitizer)"]
  let linkerFlags = build == .fuzz ? ["-sanitize=fuzzer,address"] : ["-sanitize=\(sanitizer)"]
  for unit in built where unit.target.type != .system {
    let target = unit.target
    target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(linkerFlags)]
    guard sanitizer != "address" || unit.unsafe else { continue }
    if unit.layer == .c {
      target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(cFlags)]
    } else {
      target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(swiftFlags)]
    }
  }
}
