/// The statuses the kit's commands exit with, named once: the BSD `sysexits.h` values a shell
/// script can tell apart, and the two conventional ones.
package enum CommandStatus: Int32, Sendable {
  /// Done as asked.
  case success = 0
  /// A failure with no more particular status (an interrupted session).
  case failure = 1
  /// The command line or the terminal does not allow the run (ArgumentParser's own status for
  /// a validation error).
  case misuse = 2
  /// `EX_USAGE`: the arguments name no one thing (an ambiguous program name).
  case usage = 64
  /// `EX_DATAERR`: the input is not what it should be (a file that is not a recording).
  case dataError = 65
  /// `EX_NOINPUT`: an input file does not exist or cannot be read.
  case noInput = 66
  /// `EX_UNAVAILABLE`: no such program serves, or it serves no common version.
  case unavailable = 69
  /// `EX_CANTCREAT`: an output file cannot be created (a recording).
  case cannotCreate = 73
  /// `EX_IOERR`: writing an output file failed (the recording stopped).
  case ioError = 74
  /// `EX_TEMPFAIL`: try again later (the program has all the viewers it takes).
  case temporaryFailure = 75
  /// `EX_PROTOCOL`: the other side sent what this side cannot read.
  case protocolError = 76
  /// `EX_NOPERM`: the board is not this user's, whichever check refused.
  case notPermitted = 77

  /// The status for a viewer turned away for `refusal`.
  package static func refused(_ refusal: Refusal) -> CommandStatus {
    switch refusal {
    case .otherUser: .notPermitted
    case .full: .temporaryFailure
    case .versionMismatch: .unavailable
    case .other: .unavailable
    }
  }
}
