import Foundation
import GlanceCore
import TestSupport
import Testing
import Tracing

@testable import GlanceTracing

/// A trace's waterfall in a panel at sizes from nothing to very large, in colour with Unicode
/// glyphs and in ASCII without colour, compared with golden files under Golden/
/// (`RECORD_GOLDEN=1` re-records them).
@MainActor
@Suite struct WaterfallGoldenTests {
  static let sizes: [(columns: Int, rows: Int)] = [
    (0, 4), (4, 0), (1, 1), (24, 8), (40, 12), (60, 20), (80, 24), (200, 60),
  ]

  struct Declined: Error, CustomStringConvertible {
    var description: String { "card declined" }
  }

  /// A checkout trace: a root with attributes, a cache hit, a query with an event, and a
  /// failed payment call with a retry under it.
  static func waterfall() -> WaterfallWidget {
    let clock = ManualTracerClock()
    let tracer = BoardTracer(now: { clock.nanoseconds })
    tracer.span("POST /checkout", lasting: .milliseconds(480), clock: clock) { root in
      root.attributes["http.method"] = "POST"
      root.attributes["http.status_code"] = 502
      tracer.span(
        "cache.get cart", lasting: .microseconds(850), after: .milliseconds(2), under: root,
        clock: clock)
      tracer.span(
        "db.query orders", lasting: .milliseconds(120), after: .milliseconds(5), under: root,
        clock: clock
      ) {
        $0.addEvent(SpanEvent(name: "rows fetched", at: clock.instant(.milliseconds(60))))
      }
      tracer.span(
        "payment.charge", lasting: .milliseconds(340), after: .milliseconds(130), under: root,
        clock: clock
      ) { charge in
        charge.recordError(Declined())
        tracer.span(
          "http.post /charge", lasting: .milliseconds(300), after: .milliseconds(160),
          under: charge, clock: clock)
      }
    }
    var state = TracePanelState()
    state.list(tracer.store.slowestTraces(after: -1)?.traces ?? [])
    state.openSelected()
    return state.waterfall
  }

  @Test(arguments: [RenderContext.standard, .plain])
  func theWaterfallMatchesItsGoldens(context: RenderContext) {
    let widget = Self.waterfall()
    for size in Self.sizes {
      var buffer = CellBuffer(width: size.columns, height: size.rows)
      let panel = PanelWidget(title: "Slowest traces", trailingTitle: "trace #1")
      panel.render(into: &buffer, area: buffer.bounds, context: context)
      widget.render(into: &buffer, area: panel.contentArea(for: buffer.bounds), context: context)
      let variant = context.colorEnabled ? "utf8-color" : "ascii-mono"
      assertGolden(
        goldenText(buffer, context: context, attributes: false),
        named: "waterfall-\(size.columns)x\(size.rows)-\(variant)")
    }
  }

  @Test func theWaterfallNestsChildrenUnderTheirParentsInOrderOfStart() {
    let names = Self.waterfall().lines.compactMap { line -> String? in
      guard case .span(let depth, let name, _, _, _) = line else { return nil }
      return String(repeating: " ", count: depth) + name
    }
    #expect(
      names == [
        "POST /checkout", " cache.get cart", " db.query orders", " payment.charge",
        "  http.post /charge",
      ])
  }
}

/// The waterfall capture in the article "Traces on the board" is the 80×24 screen this suite
/// draws, not a picture of an older one.
@MainActor
@Suite struct ArticleWaterfallTests {
  @Test func theArticlesWaterfallIsTheOneTheTracerDraws() throws {
    let article = try Snippets.read("Sources/GlanceTracing/GlanceTracing.docc/TracesOnTheBoard.md")
    let marker = try #require(article.range(of: "<!-- waterfall-capture -->\n```\n"))
    let end = try #require(article[marker.upperBound...].range(of: "\n```"))
    let capture = String(article[marker.upperBound..<end.lowerBound])
    var buffer = CellBuffer(width: 80, height: 24)
    let panel = PanelWidget(title: "Slowest traces", trailingTitle: "trace #1")
    panel.render(into: &buffer, area: buffer.bounds, context: .standard)
    WaterfallGoldenTests.waterfall().render(
      into: &buffer, area: panel.contentArea(for: buffer.bounds), context: .standard)
    #expect(capture == buffer.lines().joined(separator: "\n"))
  }
}
