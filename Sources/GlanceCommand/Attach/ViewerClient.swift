import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceServe
import GlanceTerminal
import GlanceWire

/// The viewer's end of an attached board: it says hello at the local screen's size, draws each
/// frame the program sends on the local backend, sends the local keys and resizes, and when the
/// program goes away (it quit or restarted) waits for it to come back under the same name and
/// attaches again.
///
/// Everything runs on one serial queue: the transport's callbacks and the backend's input hop
/// onto it, so the state below is only touched there.
final class ViewerClient<Backend: TerminalBackend>: @unchecked Sendable {
  // @unchecked: every stored property is read and written on `queue` only.

  /// Where the session is recorded, if it is (`--record`).
  var recorder: SessionRecorder?
  /// Where the times keys were read are noted, if anywhere: the console benchmark names a file
  /// in `GLANCE_KEY_TIMES` (a diagnostic of the kit's, off unless the variable names a file).
  var keyReadLog = KeyReadLog(fileNamedBy: "GLANCE_KEY_TIMES")
  /// Called on the queue once the first frame is drawn.
  var onFirstFrame: (() -> Void)?
  /// Ends the process with a status and a message for standard error, after closing the
  /// backend.
  var exitProcess: (CommandStatus, String?) -> Void = { status, _ in exit(status.rawValue) }

  let queue = DispatchQueue(label: "glance.viewer")
  let backend: Backend
  /// Does the terminal's part of its input (job control, sizes), as every session does.
  let loop: SessionLoop
  private let target: AttachTarget
  private let color: Bool
  private let ascii: Bool
  private let started = ContinuousClock.now
  /// The program attached to, while attached.
  private(set) var connection: TransportConnection?
  private var reader = MessageReader()
  private var programName: String?
  private var framesDrawn = 0

  /// A viewer of `target` drawing on `backend`, asking for colour when `color` and for ASCII
  /// only when `ascii`.
  init(target: AttachTarget, backend: Backend, color: Bool, ascii: Bool) {
    self.target = target
    self.backend = backend
    loop = SessionLoop(backend: backend)
    self.color = color
    self.ascii = ascii
  }

  /// Connects (or fails with the reason) and starts reading the local input.
  func start() throws(AttachError) {
    let (path, name) = try target.resolve()
    programName = name
    try connect(to: path)
    backend.startReading(on: queue) { [self] input in queue.async { self.handle(input) } }
  }

  /// The time since the session started, for a recording.
  var elapsed: Duration { .now - started }

  /// Whether a frame of the program's has been drawn.
  var hasDrawn: Bool { framesDrawn > 0 }

  private func connect(to path: String) throws(AttachError) {
    let connection: TransportConnection
    do {
      connection = try TransportClient.connect(path: path)
    } catch {
      throw .cannotConnect(path: path, error)
    }
    self.connection = connection
    reader = MessageReader()
    connection.start(
      onBytes: { [self] bytes in queue.async { self.received(bytes, on: connection) } },
      onWritable: {},
      onClosed: { [self] _ in queue.async { self.lost(connection, "the connection closed") } })
    send(
      .hello(
        versions: WireVersion.supported, size: backend.size, color: color, ascii: ascii,
        name: "glance"))
  }

  /// Sends `message` to the program, if attached.
  func send(_ message: ViewerMessage) {
    connection?.send(message.framed)
  }

  private func received(_ bytes: [UInt8], on source: TransportConnection) {
    guard source === connection else { return }
    reader.append(bytes)
    do throws(WireError) {
      while let payload = try reader.next() { handle(try ProgramMessage.read(payload)) }
    } catch {
      finish(.protocolError, "glance: the program sent what this viewer cannot read: \(error)")
    }
  }

  private func handle(_ message: ProgramMessage) {
    switch message {
    case .welcome(_, _, let program, let title):
      programName = programName ?? program
      do throws(RecordingFileError) {
        try recorder?.begin(program: program, title: title)
      } catch {
        finish(.cannotCreate, "glance: cannot record: \(error)")
      }
    case .refused(let reason, _):
      finish(.refused(reason), "glance: the program refused this viewer: \(reason)")
    case .frame(let update):
      draw(update)
      record(.frame(at: elapsed, update))
    case .ended(let reason):
      record(.ended(at: elapsed, reason: reason))
      if reason == .detached {
        finish(.success, nil)
      } else if let connection {
        lost(connection, reason.text)
      }
    }
  }

  /// Draws `update`, cropped to the local screen (it may have been composed before the program
  /// heard of a resize).
  private func draw(_ update: FrameUpdate) {
    let size = backend.size
    let changes = update.changes.filter { $0.x < size.columns && $0.y < size.rows }
    backend.write(changes, repaint: update.repaint)
    backend.flush()
    framesDrawn += 1
    if framesDrawn == 1 { onFirstFrame?() }
  }

  /// Appends `entry` to the recording, if there is one; a failure to write ends the session.
  func record(_ entry: RecordingEntry) {
    do throws(RecordingFileError) {
      try recorder?.record(entry)
    } catch {
      finish(.ioError, "glance: the recording stopped: \(error)")
    }
  }

  /// Ends the session: the recording gets its end, then the process exits with `status`,
  /// printing `message` on standard error.
  func finish(_ status: CommandStatus, _ message: String?) {
    recorder?.close(at: elapsed, reason: message.map(EndReason.other) ?? .viewerLeft)
    recorder = nil
    exitProcess(status, message)
  }

  /// The program went away (`why`): say so on the screen and look for it again under the same
  /// name, twice a second; `q` leaves meanwhile.
  private func lost(_ source: TransportConnection, _ why: String) {
    guard source === connection else { return }
    source.close()
    connection = nil
    showStatus(
      "\(programName ?? target.text) is gone (\(why)); waiting for it to come back · q leaves")
    retry()
  }

  private func retry() {
    queue.asyncAfter(deadline: .now() + .milliseconds(500)) { [self] in
      guard connection == nil else { return }
      let programs = ServeDirectory.locate(environment: ProcessInfo.processInfo.environment)
        .servingPrograms()
      guard let name = programName, let program = AttachTarget.newest(named: name, in: programs),
        (try? connect(to: program.socketPath)) != nil
      else { return retry() }
    }
  }
}
