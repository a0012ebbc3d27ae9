import Glance

/// A socket connection is a viewer's link as it is: it sends framed bytes without blocking,
/// reports backpressure by the bytes it queued, and closes after what it sent.
extension TransportConnection: ViewerLink {}
