import Foundation
import Testing

/// The report on a phone: the summary's caption and a cell's trace panel (issue 61, item 19).
@Suite("The report on a phone")
struct PhoneLayoutTests {
  @Test(
    "At 390 px the summary's caption spans the page and a trace panel's Close button is one line",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func captionAndClose() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = try ReportEndToEndTests.builtInReport(in: directory)
    let results = try ReportEndToEndTests.probe(
      page.lastPathComponent + "#c-seed003-forced-orientation-reverts--16+", in: directory,
      sizes: [(width: 390, height: 844)],
      script: """
        var caption = d.querySelector('.summary caption').getBoundingClientRect();
        var close = Array.prototype.filter.call(d.querySelectorAll('button'), function (b) {
          return b.textContent === 'Close';
        }).map(function (b) { return Math.round(b.getBoundingClientRect().height); });
        done({caption: Math.round(caption.width), window: w.innerWidth, close: close});
        """)
    let result = try #require(results.first)
    let caption = try #require(result["caption"] as? Int)
    let window = try #require(result["window"] as? Int)
    #expect(caption * 10 >= window * 9, "\(result)")
    let close = try #require(result["close"] as? [Int])
    #expect(!close.isEmpty && close.allSatisfy { $0 <= 40 }, "\(result)")
  }
}
