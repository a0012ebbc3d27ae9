// swift-tools-version: 6.0
import PackageDescription

// The library's one switch between its fast runtime paths and their safe twins (see
// Sources/ObserverModel/Runtime/README.md). `OBSERVER_MODEL_SAFE=1 swift build` builds it with
// only public, documented Swift: weak references, `Mutex.withLock`, the public
// `withObservationTracking`, and no C target. Use a separate `--scratch-path` per mode.
let safeRuntime = ["1", "true", "yes"].contains(
  (Context.environment["OBSERVER_MODEL_SAFE"] ?? "").lowercased())
let runtimeSettings: [SwiftSetting] = safeRuntime ? [.define("OBSERVER_MODEL_SAFE")] : []
let runtimeTargets: [Target] =
  safeRuntime
  ? []
  : [
    // The Swift runtime's non-trapping try-retain, for weakly held observers. A C target
    // because Swift code may not name `swift_` runtime symbols; it lives inside the library's
    // folder (excluded from the Swift target) to keep the package's layout. Not built in the
    // safe mode.
    .target(name: "CObserverRuntime", path: "Sources/ObserverModel/Runtime/CRuntime")
  ]
let runtimeDependencies: [Target.Dependency] = safeRuntime ? [] : ["CObserverRuntime"]

// CI's sanitizer builds (`.ci/test`): `OBSERVER_MODEL_SANITIZE=address` or `=thread` builds
// this package's own targets with that sanitizer, and its dependencies (NIO, OpenCombine,
// ArgumentParser and the rest) as they are, so that a sanitizer build recompiles only our code
// in the scratch path the first build filled. Only the code a runtime instruments is checked:
// uninstrumented dependencies are tested by their own projects.
//
// AddressSanitizer finds out-of-bounds accesses, use after free and double frees, which safe
// Swift cannot make: only where memory is handled unsafely. So it instruments the targets that do
// (`addressSanitized`), and CI's first build is that build: every test, the examples and the
// documentation run on it, so that no stage builds the package a second time in the fast runtime
// for AddressSanitizer alone (that build and its tests were 250 s of a 31-minute run on a
// machine half as fast, issue 36). ASan's allocator is the whole process's, so memory that
// uninstrumented code frees is still caught when instrumented code touches it.
//
// ThreadSanitizer instruments every target of ours and runs the tests where it can find
// something; those where it cannot are left out of the package in that mode (each reason below),
// and so is whatever only they need.
let sanitizer = Context.environment["OBSERVER_MODEL_SANITIZE"].flatMap {
  ["address", "thread"].contains($0) ? $0 : nil
}
let addressSanitized: Set<String> = [
  // The library's runtime: unowned(unsafe), try-retain, unsafeDowncast.
  "ObserverModel",
  // The terminal's buffers, output capture, signal reader and terminfo pointers; the recording
  // file's reads; the one write loop; the socket options read through NIO.
  "GlanceTerminal", "GlanceWire", "GlancePOSIX", "GlanceServe",
  // C.
  "CObserverRuntime", "CCrashGuard", "CAllocationCounter",
]
// ThreadSanitizer finds data races, which Swift 6's strict concurrency checking rules out at
// compile time except where code opts out (@unchecked Sendable, nonisolated(unsafe), state under
// a lock or behind atomics, C, threads and queues). Kept: every target with such code. Left out:
let testsNoThreadSanitizerChecks: Set<String> = [
  // GlanceCore and GlanceWire: values only, no lock, atomic, thread or unchecked conformance.
  // GlancePOSIX: plain system calls on the caller's thread.
  "GlanceCoreTests", "GlanceWireTests", "GlancePOSIXTests",
  // GlanceLifecycle: structured concurrency only, checked by the compiler.
  "GlanceLifecycleTests",
  // `glance replay` headless: single-threaded; the viewer's threads run in the dashboard's
  // end-to-end tests (DashboardTests, kept).
  "GlanceCommandTests",
  // GlanceTesting: a main-actor façade with no thread, lock or atomic of its own.
  "GlanceTestingTests",
]

// The safe runtime's stage (`.ci/test`) runs the tests where the safe twins can behave
// differently: the library's own (ObserverModelTests, MainActorClientTests), the runtime's
// (GlanceTests: key-path sources on the board, whose changes arrive on the next turn in this
// mode) and the demo's (DashboardTests, end to end with the safe-built programs). Left out:
let testsSameInBothRuntimes: Set<String> = [
  // No dependency on ObserverModel: the same code in both modes, already run by the fast stage.
  "GlanceCoreTests", "GlanceWireTests", "GlancePOSIXTests",
  // They reach the library only through Lock and LockStripes, whose safe twins
  // ObserverModelTests checks in this mode, and through the board's bindings, which GlanceTests
  // checks; none observes a key path of its own.
  "GlanceTerminalTests", "GlanceMetricsTests", "GlanceLoggingTests", "GlanceTracingTests",
  "GlanceServeTests", "GlanceWebTests",
  // No use of ObserverModel at all beyond the runtime that GlanceTests covers.
  "GlanceLifecycleTests", "GlanceCommandTests", "GlanceTestingTests",
]
let testsLeftOut = (sanitizer == "thread" ? testsNoThreadSanitizerChecks : [])
  .union(safeRuntime ? testsSameInBothRuntimes : [])

let package = Package(
  name: "ObserverModel",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ObserverModel", targets: ["ObserverModel"]),
    // The terminal dashboard kit: bind observed values to live panels (runtime, backends and
    // widgets); GlanceCore alone is the cells, layout and widgets, with no terminal.
    .library(name: "Glance", targets: ["Glance", "GlanceCore", "GlanceTerminal"]),
    .library(name: "GlanceCore", targets: ["GlanceCore"]),
    // swift-metrics on the board: a MetricsFactory whose metrics a panel shows with no code per
    // metric. A product of its own, so that Glance does not depend on swift-metrics.
    .library(name: "GlanceMetrics", targets: ["GlanceMetrics"]),
    // swift-log on the board: a LogHandler whose records go to a log panel.
    .library(name: "GlanceLogging", targets: ["GlanceLogging"]),
    // swift-distributed-tracing on the board: a Tracer whose spans panels show with no code per
    // operation, and that forwards every span to another tracer.
    .library(name: "GlanceTracing", targets: ["GlanceTracing"]),
    // The observer console's transport: Unix domain sockets on SwiftNIO, raw bytes only. A
    // product of its own, so that a program that does not serve links no NIO.
    .library(name: "GlanceServe", targets: ["GlanceServe"]),
    // A board as a swift-service-lifecycle Service: a guest in a ServiceGroup that stays up
    // while the other services drain. A product of its own, so that Glance does not depend on
    // swift-service-lifecycle.
    .library(name: "GlanceLifecycle", targets: ["GlanceLifecycle"]),
    // `BoardTester`, for Swift Testing tests of a board: it imports Testing, so that a board
    // that runs away fails its test instead of stopping the process. A product of its own, so
    // that no program links Testing.
    .library(name: "GlanceTesting", targets: ["GlanceTesting"]),
    .executable(name: "dashboard", targets: ["Dashboard"]),
    // The observer console: `glance list`, `attach`, `record`, `replay` and `web`.
    .executable(name: "glance", targets: ["GlanceCommand"]),
  ],
  dependencies: [
    // ObservableObject / objectWillChange on Linux (Combine is used on Apple platforms).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // Tests only: a controllable clock for debounce and throttle, and a serial executor.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    // `swift package generate-documentation` for the DocC catalog (CI builds it with warnings as
    // errors); a command plugin, so it adds nothing to the library's or the dashboard's build.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // The board's command-line options (`BoardArguments`, an `@OptionGroup`).
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // GlanceMetrics only: the metrics API whose factory it implements.
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    // GlanceLogging's LogHandler (Glance itself does not depend on it).
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // GlanceServe only: Unix domain sockets, peer credentials and backpressure.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // GlanceLifecycle only: the Service protocol and graceful shutdown of a ServiceGroup.
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // GlanceTracing only: the tracing API whose Tracer it implements (and InMemoryTracer, for
    // its tests).
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
  ],
  targets: [
    // ncursesw is found without pkg-config: its .pc file carries -D_XOPEN_SOURCE=600, which
    // SwiftPM drops with a "prohibited flag" warning on every build; shim.h sets what it needs.
    .systemLibrary(name: "CNcurses"),
    // The crash-signal handler and the terminal settings it restores, in C storage (see
    // GlanceTerminal/Session/CrashGuard.swift).
    .target(name: "CCrashGuard"),
    .target(
      name: "ObserverModel",
      dependencies: runtimeDependencies + [
        .product(
          name: "OpenCombine", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi]))
      ],
      exclude: ["Runtime/CRuntime", "Runtime/README.md"],
      swiftSettings: runtimeSettings
    ),
    // The kit's layers, each a target so that the compiler rejects a wrong arrow: cells,
    // layout and widgets know no terminal and no model; only the backend imports ncurses.
    .target(name: "GlanceCore"),
    // The kit's POSIX descriptor calls that retry: one write loop (partial writes, EINTR, a full
    // descriptor) and one read retried while interrupted, for every target that does file or
    // terminal I/O. Its own target because those targets share only GlanceCore, which does no
    // I/O and has no unsafe code.
    .target(name: "GlancePOSIX"),
    .target(
      name: "GlanceTerminal",
      dependencies: ["GlanceCore", "GlancePOSIX", "CNcurses", "CCrashGuard"]),
    // The observer console's wire format and recording files: pure Swift, so that both decoders
    // are fuzzed on their own and a program that does not serve pays nothing for it. Its only
    // I/O is the recording file's (plain POSIX calls); its player is pure.
    .target(name: "GlanceWire", dependencies: ["GlanceCore", "GlancePOSIX"]),
    // The runtime: sources bound to panels through ObserverModel's delivery, the main loop,
    // key bindings, and the terminal and headless sessions.
    .target(
      name: "Glance",
      dependencies: [
        "GlanceCore", "GlanceTerminal", "GlanceWire", "ObserverModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // swift-metrics on the board: the factory's metrics are bound values the frame takes.
    .target(
      name: "GlanceMetrics",
      dependencies: [
        "Glance", "GlanceCore", "ObserverModel",
        .product(name: "CoreMetrics", package: "swift-metrics"),
      ]),
    // swift-log on the board: records go to a log panel, bounded, taken at frame time.
    .target(
      name: "GlanceLogging",
      dependencies: [
        "Glance", "GlanceCore", "GlancePOSIX", "ObserverModel",
        .product(name: "Logging", package: "swift-log"),
      ]),
    // swift-distributed-tracing on the board: spans recorded into bounded aggregates that
    // frames read (operations, open spans, the slowest traces), and forwarded to another tracer.
    .target(
      name: "GlanceTracing",
      dependencies: [
        "Glance", "GlanceCore", "ObserverModel",
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "Instrumentation", package: "swift-distributed-tracing"),
      ]),
    // The observer console's transport: a Unix socket listener and client that move raw bytes
    // (no frames, no keys), and the directory where serving programs put their sockets.
    .target(
      name: "GlanceServe",
      dependencies: [
        "Glance", "GlanceWire",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]),
    // `glance web`'s bridge: one page and a WebSocket per browser tab (NIOHTTP1, NIOWebSocket),
    // each tab a viewer of its own on the program's socket; the page's files are embedded.
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
    // The board as a Service in a ServiceGroup (Hummingbird's Application, or the program's own).
    .target(
      name: "GlanceLifecycle",
      dependencies: [
        "Glance",
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]),
    .target(name: "GlanceTesting", dependencies: ["Glance", "GlanceCore", "GlanceTerminal"]),
    // The `glance` command: one subcommand per file (list, attach, record, replay).
    .executableTarget(
      name: "GlanceCommand",
      dependencies: [
        "Glance", "GlanceCore", "GlanceTerminal", "GlanceWire", "GlanceServe", "GlanceWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "Dashboard",
      dependencies: [
        "Glance", "GlanceServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        "GlanceCore",
        "ObserverModel",
      ]
    ),
    // Tests only: counts the test process's heap allocations per thread, for the
    // zero-allocation guards (see Tests/ObserverModelTests/Allocations).
    .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
    // Tests only: what several test targets share (bounded waits, goldens, rendering helpers,
    // the Markdown snippet reader, the counter recording), in one place instead of copies or
    // links. A plain target under Tests/, not a product: no user of the package sees it.
    .target(
      name: "TestSupport",
      dependencies: ["ObserverModel", "GlanceCore", "Glance", "GlanceWire", "GlanceTesting"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "ObserverModelTests",
      dependencies: [
        "ObserverModel",
        "CAllocationCounter",
        "TestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: runtimeSettings
    ),
    // The runtime's tests, mostly through its public surface (the headless BoardTester).
    .testTarget(
      name: "GlanceTests",
      dependencies: [
        "GlanceTesting", "Glance", "GlanceCore", "GlanceTerminal", "ObserverModel", "TestSupport",
      ]),
    // The metrics factory through its public API, beside MetricsTestKit's factory.
    .testTarget(
      name: "GlanceMetricsTests",
      dependencies: [
        "GlanceTesting", "GlanceMetrics", "Glance", "GlanceCore", "TestSupport",
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "MetricsTestKit", package: "swift-metrics"),
      ]),
    // The log handler through its public surface, on the headless BoardTester.
    .testTarget(
      name: "GlanceLoggingTests",
      dependencies: [
        "GlanceTesting",
        "GlanceLogging", "Glance", "GlanceCore", "ObserverModel",
        .product(name: "Logging", package: "swift-log"),
      ]),
    // The tracer through its public surface: aggregates on the virtual clock, forwarding to
    // InMemoryTracer, and the waterfall's goldens under Golden/, read through #filePath.
    .testTarget(
      name: "GlanceTracingTests",
      dependencies: [
        "GlanceTesting", "GlanceTracing", "Glance", "GlanceCore", "GlanceWire", "TestSupport",
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
      ],
      exclude: ["Golden"]),
    // BoardTester itself: a board that runs away fails its test and the run goes on.
    .testTarget(
      name: "GlanceTestingTests",
      dependencies: ["GlanceTesting", "Glance", "GlanceCore", "TestSupport"]),
    // A plain Swift 6 client: main-actor views fed from worker threads, with no `@Sendable`
    // and no `@unchecked` anywhere in the target.
    .testTarget(name: "MainActorClientTests", dependencies: ["ObserverModel", "TestSupport"]),
    // The transport through real sockets in temporary directories.
    .testTarget(
      name: "GlanceServeTests", dependencies: ["GlanceServe", "ObserverModel", "TestSupport"]),
    // The board service in real ServiceGroups, headless.
    .testTarget(
      name: "GlanceLifecycleTests",
      dependencies: [
        "GlanceLifecycle", "Glance", "GlanceCore", "TestSupport",
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    // The kit's cells, layout and widgets on their own: goldens under Golden/, read through
    // #filePath like the dashboard's.
    .testTarget(
      name: "GlanceCoreTests", dependencies: ["GlanceCore", "TestSupport"], exclude: ["Golden"]),
    // The backend on its own: the bytes cells become, raw input to keys, the terminal checks,
    // the output capture and the in-memory screen, with no runtime.
    .testTarget(
      name: "GlanceTerminalTests",
      dependencies: ["GlanceTerminal", "GlanceCore", "ObserverModel", "TestSupport"]),
    .testTarget(
      name: "GlanceWireTests", dependencies: ["GlanceWire", "GlanceCore", "TestSupport"]),
    // The web bridge through real sockets: access checks, HTTP and WebSocket refusals, and a
    // tab bridged to a served board. The page's own tests (node) and the browser suite
    // (Selenium, headless Chromium) live beside them and are run by .ci/web.
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
    // The write loop and the read through real pipes: partial, full and failing descriptors.
    .testTarget(name: "GlancePOSIXTests", dependencies: ["GlancePOSIX"]),
    // `glance replay` headless, through its command type, on recordings the tests write.
    .testTarget(
      name: "GlanceCommandTests",
      dependencies: ["GlanceCommand", "GlanceWire", "GlanceCore", "Glance", "TestSupport"]),
    // The demo's tests only (the kit's are in the kit's targets): its models, panels and golden
    // screens headless, and the built dashboard and glance end to end in tmux.
    .testTarget(
      name: "DashboardTests",
      dependencies: [
        "GlanceTesting", "Dashboard", "Glance", "GlanceCore", "GlanceTerminal", "TestSupport",
      ],
      // Golden screens are read and re-recorded through #filePath, not bundled as resources.
      exclude: ["Golden"]
    ),
  ] + runtimeTargets,
  swiftLanguageModes: [.v6]
)

// A mode that leaves tests out leaves out whatever only they need, so that its build compiles
// no target it does not run (issue 36).
if !testsLeftOut.isEmpty {
  package.targets.removeAll { $0.type == .test && testsLeftOut.contains($0.name) }
  // What the remaining tests need, by name: the targets they depend on, transitively, and the
  // executables (the end-to-end tests run `dashboard` and `glance`).
  var needed = Set(package.targets.filter { [.test, .executable].contains($0.type) }.map(\.name))
  var queue = Array(needed)
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  while let name = queue.popLast() {
    for dependency in byName[name]?.dependencies ?? [] {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _):
        if byName[name] != nil, needed.insert(name).inserted { queue.append(name) }
      default: break
      }
    }
  }
  package.targets.removeAll { !needed.contains($0.name) }
  package.products.removeAll { product in
    let targets =
      (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
    return !targets.allSatisfy(needed.contains)
  }
  // The packages only the left-out targets use (SwiftPM warns about a dependency no target uses).
  let usedPackages = Set(
    package.targets.flatMap(\.dependencies).compactMap { dependency -> String? in
      guard case .productItem(_, let package?, _, _) = dependency else { return nil }
      return package.lowercased()
    })
  package.dependencies.removeAll { dependency in
    guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
    let name = (location.split(separator: "/").last ?? "").lowercased()
    return !usedPackages.contains(name.hasSuffix(".git") ? String(name.dropLast(4)) : name)
  }
}

if let sanitizer {
  let cTargets: Set = ["CCrashGuard", "CObserverRuntime", "CAllocationCounter"]
  for target in package.targets where target.type != .system {
    // The executables and the test bundle link the sanitizer's runtime.
    target.linkerSettings =
      (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    // ThreadSanitizer sees a race only where both accesses are instrumented: every target.
    guard sanitizer == "thread" || addressSanitized.contains(target.name) else { continue }
    if cTargets.contains(target.name) {
      target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(["-fsanitize=\(sanitizer)"])]
    } else {
      target.swiftSettings =
        (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    }
  }
}
