import CoreMetrics
import Foundation
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import Testing

/// Every `swift` block of the GlanceMetrics article and of the README's "swift-metrics on the
/// board" is compiled: each is a snippet below, marked `// snippet: NAME` … `// snippet-end`,
/// which this target compiles (and runs, for the test).
@Suite(.timeLimit(.minutes(1)))
struct ArticleExamplesTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The blocks fenced as Swift in `markdown`, trimmed.
  static func swiftBlocks(in markdown: String) -> [String] {
    markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// The markers around a snippet in a test source.
  static let snippetStart = "// snippet: "
  static let snippetEnd = "// snippet-end"

  /// The regions of `source` between `// snippet: NAME` and `// snippet-end`, unindented.
  static func snippets(in source: String) -> [String] {
    source.components(separatedBy: snippetStart).dropFirst().compactMap { region in
      guard let body = region.components(separatedBy: snippetEnd).first else { return nil }
      let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      let indent =
        lines.filter { !$0.allSatisfy(\.isWhitespace) }
        .map { $0.prefix { $0 == " " }.count }.min() ?? 0
      return lines.map { $0.dropFirst(min(indent, $0.count)) }.joined(separator: "\n")
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  @Test func everyArticleAndReadmeBlockIsCompiledCode() throws {
    let snippets = Self.snippets(
      in: try Self.read("Tests/GlanceMetricsTests/ArticleExamplesTests.swift"))
    let readme = try Self.read("README.md")
    let section = readme.components(separatedBy: "## swift-metrics on the board").dropFirst().first
    var blocks = Self.swiftBlocks(in: section?.components(separatedBy: "\n## ").first ?? "")
    blocks += Self.swiftBlocks(
      in: try Self.read("Sources/GlanceMetrics/GlanceMetrics.docc/MetricsOnTheBoard.md"))
    #expect(blocks.count >= 4)
    for block in blocks {
      #expect(snippets.contains(block), "not compiled anywhere:\n\(block)")
    }
  }

  /// The README's program: compiled, never run (it takes the terminal).
  @MainActor func readmeProgram(prometheus: any MetricsFactory) {
    // snippet: readme
    let metrics = BoardMetricsFactory()
    MetricsSystem.bootstrap(MultiplexMetricsHandler(factories: [metrics, prometheus]))
    let board = Board("Service")
    board.panel("Metrics").showMetrics(metrics)
    Counter(label: "requests", dimensions: [("status", "200")]).increment()  // any thread
    board.run()
    // snippet-end
  }

  /// The article's program: compiled, never run.
  @MainActor func articleProgram() {
    // snippet: article
    let metrics = BoardMetricsFactory()
    MetricsSystem.bootstrap(metrics)

    let board = Board("Service")
    board.panel("Metrics").showMetrics(metrics)
    // … the service makes and updates its metrics on any thread:
    Counter(label: "requests", dimensions: [("status", "200")]).increment()
    Timer(label: "latency").recordMilliseconds(12)
    board.run()
    // snippet-end
  }

  /// The article's multiplex: compiled, never run.
  func articleMultiplex(metrics: BoardMetricsFactory, prometheusFactory: any MetricsFactory) {
    // snippet: multiplex
    MetricsSystem.bootstrap(MultiplexMetricsHandler(factories: [metrics, prometheusFactory]))
    // snippet-end
  }

  // snippet: testing
  @MainActor @Test func requestsShowTheirTotal() async {
    let metrics = BoardMetricsFactory()
    let board = Board("Service")
    board.panel("Metrics").showMetrics(metrics)
    let tester = BoardTester(board)
    Counter(label: "requests", factory: metrics).increment(by: 3)
    await tester.settle()
    #expect(tester.lines.contains { $0.contains("requests") && $0.contains("3") })
  }
  // snippet-end
}
