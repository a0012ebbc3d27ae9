import CoreMetrics
import Foundation
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import TestSupport
import Testing

/// Every `swift` block of the GlanceMetrics article is compiled: each is a snippet below, marked
/// `// snippet: NAME` … `// snippet-end`, which this target compiles (and runs, for the test).
@Suite(.timeLimit(.minutes(1)))
struct ArticleExamplesTests {
  @Test func everyArticleAndReadmeBlockIsCompiledCode() throws {
    let snippets = try Snippets.collect(from: [
      "Tests/GlanceMetricsTests/ArticleExamplesTests.swift"
    ])
    .values
    let blocks = Snippets.swiftBlocks(
      in: try Snippets.read("Sources/GlanceMetrics/GlanceMetrics.docc/MetricsOnTheBoard.md"))
    #expect(blocks.count >= 3)
    for block in blocks {
      #expect(snippets.contains(block), "not compiled anywhere:\n\(block)")
    }
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

  /// The article's forwarding factory: compiled, never run.
  @MainActor func articleForwarding(prometheusFactory: any MetricsFactory, board: Board) {
    // snippet: forwarding
    let metrics = BoardMetricsFactory(forwardingTo: prometheusFactory)
    MetricsSystem.bootstrap(metrics)
    board.panel("Metrics").showMetrics(metrics)
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
