import NIOCore
import NIOPosix

/// The one event loop that every listener, connection and client of the transport runs on.
///
/// A group of its own with one thread, not `NIOSingletons.posixEventLoopGroup`: that group has a
/// thread per core, and its size is a process-wide setting that a program which also runs an
/// HTTP server on NIO has already chosen. A Swift global is initialised on first use, so a
/// program that never serves or attaches starts no NIO thread. The group lives as long as the
/// process and is never shut down (as NIO's own singletons).
package enum TransportEventLoop {
  /// The group, created (and its thread started) the first time a socket is opened.
  private static let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

  /// The loop a new socket is registered on.
  package static var loop: any EventLoop { group.next() }
}
