import GlanceCore

extension Board {
  /// The panel that shows what the program and its libraries write to standard output and
  /// error while the board has the terminal (``BoardOptions/capturesOutput``): a `print`, a
  /// library's warning or a log line appears here, newest at the bottom, instead of tearing the
  /// frame. It keeps the last 500 lines and counts the dropped.
  ///
  /// The panel is added after the program's own panels when first asked for (a terminal run
  /// asks when it starts) and stays hidden until its first line arrives. A board with an
  /// ``arrange(_:)`` places it like any other panel. What a frame has not shown yet when the
  /// run ends is written to standard error after the terminal is restored, so nothing printed
  /// is lost.
  public var outputPanel: Panel {
    capturedOutputFeed().panel
  }

  /// The output panel and the feed captured lines go into, made on first use.
  func capturedOutputFeed() -> (panel: Panel, feed: LogFeed) {
    output.panel {
      let panel = panel("Output", name: "output")
      panel.isVisible = false
      update { $0.outputPanel = panel.id.index }
      return panel
    }
  }
}
