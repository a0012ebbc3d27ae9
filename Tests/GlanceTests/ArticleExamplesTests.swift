import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import Testing

/// Every `swift` block of the kit's DocC articles and of the README's "Watch your own values"
/// is compiled: it is either the whole of Examples/LiveValues/Sources/LiveValues/main.swift
/// (which CI builds as a package of its own) or a snippet below, marked
/// `// snippet: NAME` … `// snippet-end`, which this target compiles and runs (or, for the
/// swift-log examples, Tests/GlanceLoggingTests/LoggingArticleExamplesTests.swift).
@Suite(.timeLimit(.minutes(1)))
struct ArticleExamplesTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The blocks fenced as Swift in a Markdown text, trailing white space removed.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The markers around a snippet in a test source.
  static let snippetStart = "// snippet: "
  static let snippetEnd = "// snippet-end"

  /// The regions of `source` between `// snippet: NAME` and `// snippet-end`, unindented.
  static func snippets(in source: String) -> [String] {
    var found: [String] = []
    var lines: [Substring]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if lines == nil, trimmed.hasPrefix(snippetStart) {
        lines = []
      } else if let region = lines, trimmed == snippetEnd {
        let indent = region.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        found.append(region.map { $0.dropFirst(min(indent, $0.count)) }.joined(separator: "\n"))
        lines = nil
      } else {
        lines?.append(line)
      }
    }
    return found
  }

  @Test func everyArticleAndReadmeBlockIsCompiledCode() throws {
    let example = try Self.read("Examples/LiveValues/Sources/LiveValues/main.swift")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let snippets =
      Self.snippets(in: try Self.read("Tests/GlanceTests/ArticleExamplesTests.swift"))
      + Self.snippets(
        in: try Self.read("Tests/GlanceLoggingTests/LoggingArticleExamplesTests.swift"))
    let readme = try Self.read("README.md")
    let section = readme.components(separatedBy: "## Watch your own values").dropFirst().first
    let readmeBlocks = Self.swiftBlocks(in: section?.components(separatedBy: "\n## ").first ?? "")
    #expect(readmeBlocks.first == example, "README's first block is the example's main.swift")
    let articles = try FileManager.default.contentsOfDirectory(
      at: Self.root.appendingPathComponent("Sources/Glance/Glance.docc"),
      includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "md" }
    var blocks = readmeBlocks
    for article in articles {
      blocks += Self.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8))
    }
    #expect(blocks.count >= 3)
    for block in blocks {
      #expect(block == example || snippets.contains(block), "not compiled anywhere:\n\(block)")
    }
  }

  @Test func theExampleIsFifteenLinesBesidesItsImports() throws {
    let lines = try Self.read("Examples/LiveValues/Sources/LiveValues/main.swift")
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
