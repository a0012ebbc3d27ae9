import Foundation
import Glance
import Testing

@testable import GlanceServe

/// The peer-credential check for any pair of users, whoever runs the tests (its end-to-end
/// test switches to another user, which only root can).
@MainActor
struct PeerUserTests {
  @Test(arguments: [(0, 0), (1000, 1000), (65534, 65534)])
  func theProgramsOwnUserIsLetIn(peer: Int, owner: Int) {
    #expect(Board.refusal(ofPeer: uid_t(peer), servedBy: uid_t(owner)) == nil)
  }

  @Test(arguments: [(1000, 0), (0, 1000), (1001, 1000), (65534, 1000)])
  func anotherUserIsRefusedAndToldWhy(peer: Int, owner: Int) throws {
    let reason = try #require(Board.refusal(ofPeer: uid_t(peer), servedBy: uid_t(owner)))
    #expect(reason == .otherUser(owner: UInt32(owner), viewer: UInt32(peer)))
    #expect(reason.text.contains("own user only (uid \(owner))"))
    #expect(reason.text.contains("you are uid \(peer)"))
  }
}
