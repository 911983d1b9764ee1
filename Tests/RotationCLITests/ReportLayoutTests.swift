import Foundation
import Testing

/// The report on a phone and on a laptop: the summary's caption, a cell's trace panel, and
/// the matrix with all nine profiles (issue 61, item 19).
@Suite("The report on a phone and a laptop")
struct ReportLayoutTests {
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

  @Test(
    "At 1280 px all nine profiles fit and the page scrolls the matrix, its header at the window's top; at 390 px the matrix scrolls in a window-high box",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func matrixInTheWindow() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = try ReportEndToEndTests.builtInReport(in: directory)
    let results = try ReportEndToEndTests.probe(
      page.lastPathComponent, in: directory, sizes: [(1280, 900), (390, 844)],
      script: """
        var box = d.querySelector('.matrix-box'), table = d.getElementById('matrix');
        var heads = d.querySelectorAll('#matrix thead th[data-p]');
        var right = Math.round(box.getBoundingClientRect().right);
        var end = Math.round(heads[heads.length - 1].getBoundingClientRect().right);
        // A page scroll that brings a row from the matrix's middle in.
        var rows = table.querySelectorAll('tbody tr[data-text]'), middle = rows[rows.length >> 1];
        w.scrollBy(0, middle.getBoundingClientRect().top - 300);
        done({
          profiles: heads.length, right: right, end: end,
          width: [box.scrollWidth, box.clientWidth], height: [box.scrollHeight, box.clientHeight],
          window: w.innerHeight,
          head: Math.round(heads[0].getBoundingClientRect().top),
          middle: Math.round(middle.getBoundingClientRect().top)
        });
        """)
    let laptop = try Measure(try #require(results.first))
    let phone = try Measure(try #require(results.last))
    #expect(laptop.profiles == 9, "\(laptop)")
    // Laptop: the 26+ column ends inside the box, which scrolls neither way: the page does,
    // so no part of the matrix is out of reach, and its header row sticks to the window's top.
    #expect(laptop.end <= laptop.right, "\(laptop)")
    #expect(laptop.width[0] <= laptop.width[1], "\(laptop)")
    #expect(laptop.height[0] <= laptop.height[1] + 1, "\(laptop)")
    #expect(laptop.height[1] > laptop.window, "\(laptop)")
    #expect(laptop.head == 0 && laptop.middle == 300, "\(laptop)")
    // Phone: the matrix is wider than the window and scrolls both ways in a box a window high.
    #expect(phone.width[0] > phone.width[1] && phone.height[1] <= phone.window, "\(phone)")
  }

  /// What the matrix probe measured at one size.
  struct Measure: CustomStringConvertible {
    let profiles, right, end, window, head, middle: Int
    let width, height: [Int]
    let description: String

    init(_ result: [String: Any]) throws {
      func number(_ key: String) throws -> Int {
        try #require(result[key] as? Int, "\(key): \(result)")
      }
      func pair(_ key: String) throws -> [Int] {
        let pair = try #require(result[key] as? [Int], "\(key): \(result)")
        try #require(pair.count == 2, "\(key): \(result)")
        return pair
      }
      (profiles, right, end) = (try number("profiles"), try number("right"), try number("end"))
      window = try number("window")
      (head, middle) = (try number("head"), try number("middle"))
      (width, height) = (try pair("width"), try pair("height"))
      description = "\(result)"
    }
  }
}
