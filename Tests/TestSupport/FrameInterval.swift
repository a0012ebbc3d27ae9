/// The board's frame interval at its default 30 frames a second: a binding fed faster than that
/// takes at most one value, or one batch of changes, a frame.
package let frameInterval = Duration.seconds(1) / 30
