import GlanceCore

extension Panel {
  /// Shows each element of `sequence`, drawn by `content`, as the main actor receives it,
  /// until the sequence ends or the board stops (which cancels the iteration).
  @discardableResult
  public func show<Values: AsyncSequence & Sendable>(
    _ sequence: Values, _ content: @escaping @MainActor (Values.Element) -> some Widget
  ) -> Panel where Values.Element: Sendable {
    keep(
      Task { @MainActor [weak self] in
        do {
          for try await value in sequence {
            guard let self else { return }
            deliver { $0.show(content(value)) }
          }
        } catch {
          self?.status = "ended: \(error)"
        }
      })
    return self
  }
}
