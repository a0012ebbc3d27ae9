import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import TestSupport
import Testing

/// Every `swift` block of the Glance and GlanceLogging articles and of the README's "Watch your
/// own values" is compiled: it is either the whole of
/// Examples/LiveValues/Sources/LiveValues/main.swift (which CI builds as a package of its own)
/// or a snippet below, marked `// snippet: NAME` … `// snippet-end`, which this target compiles
/// and runs (or, for the swift-log examples,
/// Tests/GlanceLoggingTests/LoggingArticleExamplesTests.swift).
@Suite(.timeLimit(.minutes(1)))
struct ArticleExamplesTests {
  @Test func everyArticleAndReadmeBlockIsCompiledCode() throws {
    let example = Snippets.normalized(
      try Snippets.read("Examples/LiveValues/Sources/LiveValues/main.swift"))
    let snippets = try Snippets.collect(from: [
      "Tests/GlanceTests/ArticleExamplesTests.swift",
      "Tests/GlanceLoggingTests/LoggingArticleExamplesTests.swift",
    ]).values
    let readme = try Snippets.read("README.md")
    let readmeBlocks = Snippets.swiftBlocks(
      in: Snippets.section("Watch your own values", of: readme))
    #expect(readmeBlocks.first == example, "README's first block is the example's main.swift")
    var blocks = readmeBlocks
    for catalog in ["Sources/Glance/Glance.docc", "Sources/GlanceLogging/GlanceLogging.docc"] {
      for article in try Snippets.files(in: catalog, withExtension: "md") {
        blocks += Snippets.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8))
      }
    }
    #expect(blocks.count >= 3)
    for block in blocks {
      #expect(block == example || snippets.contains(block), "not compiled anywhere:\n\(block)")
    }
  }

  @Test func theExampleIsFifteenLinesBesidesItsImports() throws {
    let lines = try Snippets.read("Examples/LiveValues/Sources/LiveValues/main.swift")
      .split(separator: "\n")
      .filter { !$0.hasPrefix("import ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(lines.count <= 15)
  }

  // snippet: resetting
  @MainActor @Test func resettingShowsZero() async {
    let signal = Observer<Double>(42)
    let board = Board("Live values")
    board.panel("signal").show(signal) { TextWidget(["\(Int($0))"]) }
    board.key("r", "reset the signal") { signal.update(0) }
    let tester = BoardTester(board, size: TerminalSize(columns: 80, rows: 24))
    await tester.settle()
    #expect(tester.text.contains("42"))
    tester.press(.character("r"))
    await tester.settle()
    #expect(tester.lines[2].contains("0"))
  }
  // snippet-end
}
