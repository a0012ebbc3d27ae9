/// An option of the program's own, accepted beside the board's by
/// ``BoardOptions/parse(_:adding:environment:localeIsUTF8:)`` and listed by `--help`, so that a
/// program needs no argument parser of its own:
///
/// ```swift
/// let rate = ProgramOption("--rate", value: "<HZ>", help: "Updates per second.") {
///   Int($0) == nil ? "--rate must be a whole number, got '\($0)'" : nil
/// }
/// let options = BoardOptions.parseCommandLine(adding: [rate])
/// let hertz = options.value(of: rate).flatMap { Int($0) } ?? 10
/// ```
public struct ProgramOption: Sendable, Hashable {
  /// The option as typed, such as `--rate`.
  public let name: String
  /// The value's placeholder in the help, such as `<HZ>`; `nil` for a flag, which takes none.
  public let value: String?
  /// One line for `--help`.
  public let help: String
  /// A problem with a value, as a message for the user; `nil` when it is acceptable.
  let check: @Sendable (String) -> String?

  /// An option named `name`, taking a value shown as `value` unless it is a flag (`nil`);
  /// `check` turns a bad value into a message (by default every value is accepted).
  public init(
    _ name: String, value: String? = nil, help: String,
    check: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    (self.name, self.value, self.help, self.check) = (name, value, help, check)
  }

  /// Options are the same when their names are.
  public static func == (lhs: ProgramOption, rhs: ProgramOption) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The option's help line, aligned as ``BoardOptions/usage`` aligns the board's.
  var usageLine: String {
    let left = value.map { "\(name) \($0)" } ?? name
    let padding = String(repeating: " ", count: max(1, 24 - left.count))
    return "  \(left)\(padding)\(help)"
  }
}
