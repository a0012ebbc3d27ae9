/// A failure of the end-to-end harness, with what was seen.
package struct E2EError: Error, CustomStringConvertible {
  /// What failed, and what was seen.
  package var description: String
  /// A failure described by `description`.
  package init(_ description: String) { self.description = description }
}
