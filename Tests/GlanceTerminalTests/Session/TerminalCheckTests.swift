import Testing

@testable import GlanceCore
@testable import GlanceTerminal

/// The checks made before ncurses is touched, in the order they are reported.
@Suite struct TerminalCheckTests {
  private func problem(
    term: String?, stdin: Bool = true, stdout: Bool = true
  ) -> TerminalError? {
    TerminalCheck.problem(
      environment: term.map { ["TERM": $0] } ?? [:], stdinIsTerminal: stdin,
      stdoutIsTerminal: stdout)
  }

  @Test func stdoutNotATerminalComesFirst() {
    #expect(problem(term: "dumb", stdin: false, stdout: false) == .stdoutNotATerminal)
    #expect(problem(term: "xterm")?.description == nil)
    #expect(
      TerminalError.stdoutNotATerminal.description.contains("--headless"))
  }

  @Test func stdinNotATerminal() {
    #expect(problem(term: nil, stdin: false) == .stdinNotATerminal)
    #expect(TerminalError.stdinNotATerminal.description.contains("--headless"))
  }

  @Test func termUnsetOrEmpty() {
    #expect(problem(term: nil) == .termUnset)
    #expect(problem(term: "") == .termUnset)
  }

  @Test func termDumb() {
    #expect(problem(term: "dumb") == .termDumb)
  }

  @Test(arguments: ["xterm-256color", "screen", "tmux-256color", "linux"])
  func capableTerminalsHaveNoProblem(term: String) {
    #expect(problem(term: term) == nil)
  }

  /// A program serving its board with no terminal says what is missing without advising
  /// `--headless`, which would not serve it; the advice stays in the full message.
  @Test(arguments: [
    TerminalError.stdoutNotATerminal, .stdinNotATerminal, .termUnset, .termDumb,
    .cannotInitialize(term: "vt52"),
  ])
  func theReasonGivesNoHeadlessAdvice(error: TerminalError) {
    #expect(!error.reason.contains("--headless"))
    #expect(error.description.hasPrefix(error.reason))
    #expect(error.description.contains("--headless"))
  }
}
