import Foundation
import Glance
import Testing

@testable import GlanceServe

/// `serve()` throws a case a caller can match, with a sentence that names the path.
@MainActor
struct ServeErrorTests {
  @Test func aSocketDirectoryOthersMayEnterIsAnUnusableDirectory() throws {
    let runtime = try Scratch()
    defer { runtime.cleanup() }
    let folder = runtime.file("glance")
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
    #expect {
      try Board("Refused").serve(as: "refused", environment: ["XDG_RUNTIME_DIR": runtime.path])
    } throws: { error in
      guard case .unusableDirectory(let path, let reason) = error as? ServeError else {
        return false
      }
      return path == folder && reason.contains("chmod 700")
        && "\(error)".hasPrefix("cannot serve the board: \(folder)")
    }
  }

  @Test func aSecondServerOfTheSameNameFindsTheAddressInUse() throws {
    let runtime = try Scratch()
    defer { runtime.cleanup() }
    let environment = ["XDG_RUNTIME_DIR": runtime.path]
    let first = try Board("First").serve(as: "twice", environment: environment)
    defer { first.stop() }
    #expect(throws: ServeError.addressInUse(path: first.socketPath)) {
      try Board("Second").serve(as: "twice", environment: environment)
    }
  }
}
