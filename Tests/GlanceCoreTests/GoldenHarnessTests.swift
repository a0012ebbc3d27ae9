import TestSupport
import Testing

/// The golden helper (TestSupport) itself must be able to fail. It always compares (never
/// records), so it runs unchanged when the rest of the suite re-records. Its golden file is
/// GlanceCoreTests's, the first target whose goldens it compared.
struct GoldenHarnessTests {
  @Test func matchingTextPasses() {
    assertGolden("harness self-test\nsecond line", named: "harness-selftest", recording: false)
  }

  @Test func differingTextFails() {
    withKnownIssue {
      assertGolden("harness self-test\nchanged line", named: "harness-selftest", recording: false)
    }
  }

  @Test func missingFileFails() {
    withKnownIssue {
      assertGolden("anything", named: "no-such-golden-file", recording: false)
    }
  }

  @Test func mismatchMessageNamesTheFirstDifferingLine() {
    let message = goldenMismatch(expected: "a\nb\nc\n", actual: "a\nB\nc\n", name: "x")
    #expect(message.contains("differs at line 2"))
    #expect(message.contains("expected \"b\""))
    #expect(message.contains("actual   \"B\""))
  }
}
