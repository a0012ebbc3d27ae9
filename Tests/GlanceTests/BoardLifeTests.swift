import GlanceCore
import GlanceTesting
import Testing

@testable import Glance

/// The board's life on its own: every transition from every phase, the ones that happen and
/// the ones that are ignored; then the same rules as a board's callers meet them.
@MainActor
@Suite struct BoardLifeTests {
  typealias Phase = BoardLife.Phase

  /// A transition of ``BoardLife``, by name.
  enum Transition: CaseIterable, Sendable {
    case start, beginShutdown, beginEnding, finishEnding
  }

  /// The host a test starts a life on: what it runs is not used.
  final class Host: BoardHost {
    let clock: any MainLoopClock = VirtualMainLoopClock()
    var readsLastScreen: Bool { false }
    func frameNeeded() {}
    func repaint() {}
    func sampleHandoff() {}
    func boardDidQuit() {}
  }

  /// The phase each transition leads to from each phase; `nil`: ignored. Written out here,
  /// not derived, so that a change to the rules fails this test.
  static let expected: [Phase: [Transition: Phase?]] = [
    .starting: [
      .start: .running, .beginShutdown: .shuttingDown, .beginEnding: .ending,
      .finishEnding: nil,
    ],
    .running: [
      .start: .running, .beginShutdown: .shuttingDown, .beginEnding: .ending,
      .finishEnding: nil,
    ],
    .shuttingDown: [
      .start: .shuttingDown, .beginShutdown: nil, .beginEnding: .ending, .finishEnding: nil,
    ],
    .ending: [.start: nil, .beginShutdown: nil, .beginEnding: nil, .finishEnding: .ended],
    .ended: [.start: nil, .beginShutdown: nil, .beginEnding: nil, .finishEnding: nil],
  ]

  /// A life brought to `phase` by allowed transitions, started on `host`.
  static func life(in phase: Phase, host: Host) -> BoardLife {
    var life = BoardLife()
    let path: [Transition] =
      switch phase {
      case .starting: []
      case .running: [.start]
      case .shuttingDown: [.start, .beginShutdown]
      case .ending: [.start, .beginEnding]
      case .ended: [.start, .beginEnding, .finishEnding]
      }
    for step in path { _ = apply(step, to: &life, host: host) }
    return life
  }

  static func apply(_ transition: Transition, to life: inout BoardLife, host: Host) -> Bool {
    switch transition {
    case .start: life.start(on: host)
    case .beginShutdown: life.beginShutdown()
    case .beginEnding: life.beginEnding()
    case .finishEnding: life.finishEnding()
    }
  }

  @Test(arguments: Phase.allCases, Transition.allCases)
  func eachTransitionHappensOrIsIgnoredAsTheTableSays(from phase: Phase, _ transition: Transition) {
    let first = Host()
    var life = Self.life(in: phase, host: first)
    #expect(life.phase == phase)
    let second = Host()
    let happened = Self.apply(transition, to: &life, host: second)
    let expected = Self.expected[phase]?[transition] ?? nil
    #expect(happened == (expected != nil))
    #expect(life.phase == expected ?? phase)
    // Only a start that happens changes the host.
    let startedNow = transition == .start && happened
    let expectedHost: Host? = startedNow ? second : (phase == .starting ? nil : first)
    #expect(life.host === expectedHost)
  }

  /// Running means started, not ended, and still hosted: a session that lets the board go
  /// without ending it leaves it not running.
  @Test func runningNeedsAPhaseBetweenStartAndEndAndALiveHost() {
    for phase in Phase.allCases {
      var host: Host? = Host()
      var life = Self.life(in: phase, host: host!)
      let running: Set<Phase> = [.running, .shuttingDown, .ending]
      #expect(life.isRunning == running.contains(phase), "\(phase)")
      #expect(life.hasEnded == (phase == .ended), "\(phase)")
      host = nil
      #expect(!life.isRunning, "\(phase) after its host went")
      if life.start(on: Host()) { #expect(!life.isRunning, "\(phase): a dropped host") }
    }
  }

  /// A quitting handler that quits again, and a late shutdown request, are ignored: the
  /// handlers hear each event once, and the board ends once.
  @Test func aBoardEndsOnceWhateverAsksDuringItsEnd() {
    let board = Board("Life")
    var heard: [TerminalEvent] = []
    var lastFrames = 0
    board.onTerminalEvent { event in
      heard.append(event)
      if event == .quitting { board.quit() }
    }
    board.afterLastFrame { lastFrames += 1 }
    let tester = BoardTester(board, size: TerminalSize(columns: 40, rows: 8))
    #expect(board.isRunning)
    board.quit()
    board.beginShutdown()
    board.end()
    #expect(heard == [.quitting])
    #expect(lastFrames == 1)
    #expect(board.hasQuit && !board.isRunning)
    withExtendedLifetime(tester) {}
  }

  /// A board ended before any run starts stays ended, and hears only that it quit.
  @Test func aBoardEndedBeforeItRanStaysEnded() {
    let board = Board("Life")
    var heard: [TerminalEvent] = []
    board.onTerminalEvent { heard.append($0) }
    board.end()
    #expect(board.hasQuit)
    let tester = BoardTester(board, size: TerminalSize(columns: 40, rows: 8))
    #expect(board.hasQuit && !board.isRunning)
    #expect(heard == [.quitting])
    withExtendedLifetime(tester) {}
  }
}
