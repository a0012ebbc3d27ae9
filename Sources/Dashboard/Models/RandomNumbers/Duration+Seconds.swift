extension Duration {
  /// The duration in seconds, for Foundation's waits.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
