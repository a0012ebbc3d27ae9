import Foundation

/// The code that documents show and the compiled code it must be: the ```` ```swift ```` blocks
/// of Markdown (README, DocC articles) and the regions of Swift sources marked
/// `// snippet: NAME` … `// snippet-end`, both normalised the same way (common indentation,
/// trailing spaces and blank lines removed) so that they compare. The one reader of both, for
/// every test target that checks that a document's code is compiled.
package enum Snippets {
  /// The package's folder (the one holding Package.swift), found from this file's path.
  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The text of the file at `path`, relative to the package's folder.
  package static func read(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The files with `extension` directly in `folder` (relative to the package's folder), sorted
  /// by name.
  package static func files(in folder: String, withExtension pathExtension: String) throws
    -> [URL]
  {
    try FileManager.default.contentsOfDirectory(
      at: packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == pathExtension }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The part of `markdown` under the level-2 heading `## heading`, up to the next one (empty
  /// when there is no such heading).
  package static func section(_ heading: String, of markdown: String) -> String {
    let after = markdown.components(separatedBy: "## \(heading)").dropFirst().first ?? ""
    return after.components(separatedBy: "\n## ").first ?? ""
  }

  /// The bodies of the ```` ```swift ```` blocks of a Markdown text, normalised.
  package static func swiftBlocks(in markdown: String) -> [String] {
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

  /// The regions between `// snippet: NAME` and `// snippet-end` lines, by name, normalised;
  /// regions with the same name are joined in order.
  package static func snippets(in source: String) -> [String: String] {
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

  /// The snippets of the Swift files at `paths` (relative to the package's folder; a folder
  /// stands for the Swift files directly in it), by name; regions with the same name are joined
  /// in file order.
  package static func collect(from paths: [String]) throws -> [String: String] {
    var all: [String: String] = [:]
    for path in paths {
      let sources =
        path.hasSuffix(".swift")
        ? [packageRoot.appendingPathComponent(path)] : try files(in: path, withExtension: "swift")
      for file in sources {
        let found = snippets(in: try String(contentsOf: file, encoding: .utf8))
        all.merge(found) { first, second in first + "\n" + second }
      }
    }
    return all
  }

  /// `text` normalised as blocks and snippets are.
  package static func normalized(_ text: String) -> String {
    normalized(text.split(separator: "\n", omittingEmptySubsequences: false))
  }

  /// `lines` without their common indentation, trailing spaces or blank lines, joined.
  private static func normalized(_ lines: [Substring]) -> String {
    let kept = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
      .filter { !$0.isEmpty }
    let indent = kept.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return kept.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
  }
}
