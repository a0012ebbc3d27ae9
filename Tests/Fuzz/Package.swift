// swift-tools-version: 6.0
import PackageDescription

// The library's model fuzzer, a libFuzzer target (see README.md). Built only by .ci/fuzz, with
// `-Xswiftc -sanitize=fuzzer,address`: a plain `swift build` here fails to link, for want of
// libFuzzer. The dashboard's fuzzers are not here: its parsers live in an executable target, so
// .ci/fuzz compiles them with swiftc from their source files (Dashboard/).
let package = Package(
  name: "ObserverModelFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ObserverModel", path: "../..")],
  targets: [
    // libFuzzer's LLVMFuzzerRunDriver, for an executable that keeps its own main.
    .systemLibrary(name: "CFuzzerDriver"),
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "ObserverModelFuzzer",
      dependencies: [
        "CFuzzerDriver", "FuzzSupport", .product(name: "ObserverModel", package: "ObserverModel"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
