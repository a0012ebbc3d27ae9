import TestSupport
import Testing

@testable import GlanceTracing

/// The tracer's span ids over every interleaving: stripes hand out ids from blocks of their
/// own (``SpanIDBlock``, the steps ``TracingStripe`` runs), and take a new block with one atomic
/// add to the store's counter, the one step stripes share. Small blocks make every stripe run
/// through several of them; at every state, no id has been handed out twice.
@Suite struct SpanIDModelTests {
  struct Model: Hashable {
    /// The store's counter of ids, as the atomic holds it (the store starts it at 1).
    var counter: UInt64 = 1
    let size: UInt64
    var blocks: [SpanIDBlock]
    /// The ids each stripe has left to make.
    var unmade: [Int]
    var handedOut: Set<UInt64> = []
    /// The first id handed out twice, and the stripe that did.
    var duplicate: [UInt64]?

    init(stripes: Int, ids: Int, size: UInt64) {
      self.size = size
      blocks = Array(repeating: SpanIDBlock(), count: stripes)
      unmade = Array(repeating: ids, count: stripes)
    }

    /// Stripe `stripe` makes an id: under its own lock, with the counter's atomic add when its
    /// block is used up.
    mutating func step(_ stripe: Int) -> String? {
      guard unmade[stripe] > 0 else { return nil }
      unmade[stripe] -= 1
      var refilled = ""
      if blocks[stripe].isUsedUp {
        let first = counter
        counter &+= size
        blocks[stripe].refill(from: first, size: size)
        refilled = " from a new block at \(first)"
      }
      let id = blocks[stripe].next()
      if !handedOut.insert(id).inserted, duplicate == nil { duplicate = [id, UInt64(stripe)] }
      return "stripe \(stripe) makes \(id)\(refilled)"
    }

    var invariant: String? {
      duplicate.map { "stripe \($0[1]) handed out \($0[0]), which another span has" }
    }
  }

  @Test(arguments: [
    (stripes: 2, ids: 6, size: UInt64(2)), (stripes: 3, ids: 3, size: UInt64(2)),
    (stripes: 2, ids: 5, size: UInt64(3)),
  ])
  func everyInterleavingOfBlockRefillsHandsOutUniqueIDs(
    shape: (stripes: Int, ids: Int, size: UInt64)
  ) {
    let outcome = exploreEveryInterleaving(
      "span id blocks, \(shape.stripes) stripes x \(shape.ids) ids, blocks of \(shape.size)",
      from: Model(stripes: shape.stripes, ids: shape.ids, size: shape.size),
      actors: shape.stripes, step: { $0.step($1) }, invariant: \.invariant,
      end: { model in
        model.handedOut.count == shape.stripes * shape.ids
          ? nil : "\(model.handedOut.count) distinct ids of \(shape.stripes * shape.ids)"
      })
    #expect(outcome.schedules > 50)
  }
}
