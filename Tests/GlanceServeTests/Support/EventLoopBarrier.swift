import TestSupport
import Testing

@testable import GlanceServe

/// Waits until the transport's event loop has run everything submitted before: every write
/// sent so far has been tried (written to the socket, or left queued when the kernel's buffer
/// is full).
func eventLoopBarrier() async {
  await boundedWait("the event loop") { waiter in
    TransportEventLoop.loop.execute { waiter.resume() }
  }
}
