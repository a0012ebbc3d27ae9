import GlanceCore
import ObserverModel

extension Panel {
  /// Shows one row per key of `observer`'s dictionary, in `order`, drawn by `content`: a row
  /// appears with its key, shows the key's latest value and goes when the key does.
  ///
  /// ```swift
  /// board.panel("queues").showRows(of: depths, order: .ascending) { rows in
  ///   KeyValueListWidget(rows.map { .init($0.key, TableCell("\($0.value)")) })
  /// }
  /// ```
  ///
  /// The dictionary is taken at frame time, the newest written since the last frame, so any
  /// number of keys written fast costs the main actor one take per frame; the rows are put in
  /// `order` again only when the set of keys changed.
  @discardableResult
  public func showRows<Key, Value>(
    of observer: Observer<[Key: Value]>, order: RowOrder<Key>,
    _ content: @escaping @MainActor ([KeyedRow<Key, Value>]) -> some Widget
  ) -> Panel {
    var table = RowTable<Key, Value>(order: order)
    takeLatest(of: observer, "showRows(of:order:_:)", skippingInitialValue: false) {
      [weak self] dictionary in
      table.replaceValues(with: dictionary)
      self?.show(content(table.rows()))
    }
    return self
  }

  /// A ``RowFeed`` that any thread may set or remove keys' values through, shown in this
  /// panel one row per key, in `order`, drawn by `content`: for keyed observers, which hear
  /// one key at a time.
  ///
  /// ```swift
  /// final class DepthRows: DepthObserver {   // a keyed observer's protocol
  ///   let rows: RowFeed<String, Int>
  ///   init(rows: RowFeed<String, Int>) { self.rows = rows }
  ///   func depthChanged(_ queue: String, to depth: Int) { rows.set(depth, for: queue) }
  /// }
  /// let observer = DepthRows(rows: panel.rowFeed(order: .ascending) { rows in … })
  /// queues.addKeyedObserver(keys: ["mail", "jobs"], observer)
  /// ```
  ///
  /// Changes are taken at frame time, latest-only per key: all the keys written since the last
  /// frame arrive together in the next one.
  public func rowFeed<Key, Value>(
    order: RowOrder<Key>,
    _ content: @escaping @MainActor ([KeyedRow<Key, Value>]) -> some Widget
  ) -> RowFeed<Key, Value> {
    var table = RowTable<Key, Value>(order: order)
    place(content([]))
    let mailbox = bindMailbox("rowFeed(order:_:)", empty: RowFeed<Key, Value>.Changes()) {
      [weak self] taken, _ in
      guard let taken else { return nil }
      table.apply(taken)
      self?.show(content(table.rows()))
      return nil
    }
    return RowFeed(mailbox: mailbox)
  }
}
