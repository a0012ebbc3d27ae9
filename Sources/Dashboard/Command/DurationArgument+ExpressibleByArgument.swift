import ArgumentParser
import Glance

/// `--interval` and `--duration` take a ``DurationArgument``; its `init?(argument:)` does the
/// parsing.
extension DurationArgument: ExpressibleByArgument {}
