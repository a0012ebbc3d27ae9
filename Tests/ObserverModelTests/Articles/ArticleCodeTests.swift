import Foundation
import TestSupport
import Testing

/// The DocC articles' code is compiled: every `swift` code block of every article in
/// ObserverModel.docc must be, verbatim (indentation and blank lines aside), one of the snippets
/// marked `// snippet: NAME` … `// snippet-end` in the test sources, which the compiler checks and
/// the tests below run. A snippet may be split into several marked regions (declarations at file
/// scope, statements in a function); they are joined in file order.
@Suite("DocC articles")
struct ArticleCodeTests {
  @Test func everyArticleCodeBlockIsACompiledSnippet() throws {
    let snippets = try Snippets.collect(
      from: ["Tests/ObserverModelTests/Articles", "Tests/MainActorClientTests/Articles"])
    let catalog = "Sources/ObserverModel/ObserverModel.docc"
    var used = Set<String>()
    var blockCount = 0
    for article in try Snippets.files(in: catalog, withExtension: "md") {
      for block in Snippets.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8)) {
        blockCount += 1
        let name = snippets.first { $0.value == block }?.key
        #expect(
          name != nil,
          "\(article.lastPathComponent): a code block is not a compiled snippet:\n\(block)")
        if let name { used.insert(name) }
      }
    }
    #expect(blockCount >= 8, "the articles' code blocks were not found")
    #expect(Set(snippets.keys).subtracting(used).isEmpty, "snippets no article shows")
  }

  @Test func choosingAnObserverStyleDoesWhatItSays() {
    let examples = ChoosingAnObserverStyleExamples()
    #expect(examples.protocolTyped() == [40, 100])
    examples.valueWithSubscriptions()
    examples.eventStream()
    #expect(examples.transcript.lines == ["20 °C", "21 °C", "connected", "closed"])
  }

  @Test(.deliversInsideTheWrite) func choosingAnObserverStyleKeyPathExample() {
    let examples = ChoosingAnObserverStyleExamples()
    examples.keyPaths()
    #expect(examples.transcript.lines == ["volume 5", "volume 7"])
  }

  @Test func semanticsDoesWhatItSays() {
    let examples = SemanticsExamples()
    examples.order()
    examples.nestedBroadcast()
    examples.disposeFromInside()
    examples.replay()
    #expect(
      examples.transcript.lines == [
        "first sees idle", "second sees idle", "first sees busy", "second sees busy",
        "A hears 1", "B hears 1", "A hears 2", "B hears 2",
        "tick 1",
        "early hears a", "early hears b", "early hears c",
        "late hears a", "late hears b", "late hears c",
      ])
  }

  @Test func aCodeBlockThatDriftedFromItsSnippetIsFound() {
    let article = "Text\n\n```swift\nlet a = 1\n  print(a)\n```\n"
    #expect(Snippets.swiftBlocks(in: article) == ["let a = 1\n  print(a)"])
    let source = "  // snippet: x\n  let a = 1\n    print(a)\n  // snippet-end\n"
    #expect(Snippets.snippets(in: source) == ["x": "let a = 1\n  print(a)"])
    #expect(
      Snippets.snippets(in: source.replacingOccurrences(of: "1", with: "2"))["x"]
        != Snippets.swiftBlocks(in: article).first)
  }
}
