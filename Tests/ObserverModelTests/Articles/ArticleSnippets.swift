import Foundation

/// Reads code blocks out of DocC articles and marked snippets out of Swift sources, normalised
/// the same way (common indentation, trailing spaces and blank lines removed) so they compare.
enum ArticleSnippets {
  /// The files with `extension` directly in `folder`, sorted by name.
  static func files(in folder: URL, withExtension pathExtension: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == pathExtension }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The snippets of every Swift file in `folders`, by name.
  static func collect(in folders: [URL]) throws -> [String: String] {
    var all: [String: String] = [:]
    for folder in folders {
      for file in try files(in: folder, withExtension: "swift") {
        let found = snippets(in: try String(contentsOf: file, encoding: .utf8))
        all.merge(found) { first, second in first + "\n" + second }
      }
    }
    return all
  }

  /// The bodies of the ```` ```swift ```` blocks of a Markdown text, normalised.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if let lines = current, trimmed == "```" {
        blocks.append(normalized(lines))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The regions between `// snippet: NAME` and `// snippet-end` lines, by name; regions with
  /// the same name are joined in order.
  static func snippets(in source: String) -> [String: String] {
    var found: [String: String] = [:]
    var name: String?
    var lines: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if name == nil, trimmed.hasPrefix("// snippet: ") {
        name = String(trimmed.dropFirst("// snippet: ".count))
        lines = []
      } else if let current = name, trimmed == "// snippet-end" {
        let region = normalized(lines)
        found[current] = found[current].map { $0 + "\n" + region } ?? region
        name = nil
      } else if name != nil {
        lines.append(line)
      }
    }
    return found
  }

  /// `lines` without their common indentation, trailing spaces or blank lines, joined.
  static func normalized(_ lines: [Substring]) -> String {
    let kept = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
      .filter { !$0.isEmpty }
    let indent = kept.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return kept.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
  }
}
