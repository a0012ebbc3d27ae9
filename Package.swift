// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ObserverModel",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ObserverModel", targets: ["ObserverModel"]),
    .executable(name: "dashboard", targets: ["Dashboard"]),
  ],
  dependencies: [
    // ObservableObject / objectWillChange on Linux (Combine is used on Apple platforms).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // Command-line options of the dashboard.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Tests only: a controllable clock for debounce and throttle, and a serial executor.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    // The Swift runtime's non-trapping try-retain, for weakly held protocol observers. A C
    // target because Swift code may not name `swift_` runtime symbols; it lives inside the
    // library's folder (excluded from the Swift target) to keep the package's layout.
    .target(name: "CObserverRuntime", path: "Sources/ObserverModel/CRuntime"),
    .target(
      name: "ObserverModel",
      dependencies: [
        "CObserverRuntime",
        .product(
          name: "OpenCombine", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi]))
      ],
      exclude: ["CRuntime"]
    ),
    .executableTarget(
      name: "Dashboard",
      dependencies: [
        "CNcurses",
        "ObserverModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "ObserverModelTests",
      dependencies: [
        "ObserverModel",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    // A plain Swift 6 client: main-actor views fed from worker threads, with no `@Sendable`
    // and no `@unchecked` anywhere in the target.
    .testTarget(name: "MainActorClientTests", dependencies: ["ObserverModel"]),
    .testTarget(
      name: "DashboardTests",
      dependencies: ["Dashboard"],
      // Golden screens are read and re-recorded through #filePath, not bundled as resources.
      exclude: ["Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
