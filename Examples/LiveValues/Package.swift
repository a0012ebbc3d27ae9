// swift-tools-version: 6.0
// A program that watches its own observed values live in the terminal: the 15-line example of
// the README's "Watch your own values", as a package of its own that depends on this one.
import PackageDescription

let package = Package(
  name: "LiveValues",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ObserverModel", path: "../..")],
  targets: [
    .executableTarget(
      name: "LiveValues",
      dependencies: [
        .product(name: "Glance", package: "ObserverModel"),
        .product(name: "ObserverModel", package: "ObserverModel"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
