import Foundation
import Testing

/// A database damaged or edited by hand, through the real binary: each damage is an error
/// naming the table and row, with exit code 74, never a pass or a shorter answer.
@Suite("Damaged databases: an error naming the table and row")
struct DamagedDatabaseTests {
  @Test(
    "A damaged or hand-edited database is an error naming the table and row, never a pass",
    arguments: [
      (
        "UPDATE run SET same_as = 2 WHERE id = 1",
        "Error: the database holds invalid content: run 1: the run table counts "
          + "\(Fixture.ruleCaseOutcomes) outcomes but 0 are recorded"
      ),
      (
        "UPDATE sequence_step SET interface_orientation = 'sideways' WHERE step = 0 AND "
          + "sequence = (SELECT min(sequence) FROM sequence_step)",
        "Error: the database holds invalid content: sequence_step of scenario "
      ),
      (
        "PRAGMA foreign_keys = OFF; DELETE FROM sequence_step WHERE sequence = "
          + "(SELECT min(sequence) FROM sequence_step)",
        "Error: the database holds invalid content: sequence_step holds no step of sequence 1, "
          + "which the result of scenario "
      ),
      (
        "DELETE FROM definition_row WHERE hash_key = (SELECT hash_key FROM scenario_row WHERE position = 4)",
        "Error: the database holds invalid content: scenario "
      ),
      (
        "UPDATE result SET sequence = 99999 WHERE id = (SELECT id FROM result ORDER BY id LIMIT 1 OFFSET 2)",
        "Error: the database holds invalid content: sequence_step holds no step of sequence "
          + "99999, which the result of scenario "
      ),
      (
        "PRAGMA foreign_keys = OFF; DELETE FROM result WHERE id = (SELECT id FROM result ORDER BY id LIMIT 1 OFFSET 2)",
        "Error: the database holds invalid content: run 1: the row of run_outcome of scenario '"
      ),
      (
        "UPDATE expectation SET interface_orientation = 'sideways' WHERE interface_orientation "
          + "IS NOT NULL AND scenario_number = (SELECT min(scenario_number) FROM expectation)",
        "Error: the database holds invalid content: expectation "
      ),
    ])
  func damagedDatabase(edit: String, message: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try Fixture.database(in: directory)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    _ = try sqlite3(database, edit)
    let result = try Binary.run(["verify", "--run", "1", "--db", database])
    #expect(result.status == 74, "\(result.err)")
    #expect(result.err.hasPrefix(message), "\(result.err)")
  }

  @Test(
    "A compared outcome whose result row is gone is an error naming it, never a shorter diff",
    arguments: ["5", "6+"])
  func missingResultInDiff(profile: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try Fixture.database(in: directory)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    let run = try sqlite3(database, "SELECT max(id) FROM run")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    // The run the diff reads (an unchanged re-run reads the outcomes of the run it repeats).
    let outcome = "FROM run_outcome_resolved WHERE run = \(run) AND profile = '\(profile)'"
    let scenario = try sqlite3(database, "SELECT scenario \(outcome) ORDER BY scenario LIMIT 1")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try sqlite3(
      database,
      "PRAGMA foreign_keys = OFF; DELETE FROM result WHERE id = "
        + "(SELECT result \(outcome) AND scenario = '\(scenario)')")
    #expect(!scenario.isEmpty)
    let result = try Binary.run(["diff", "--profiles", "5", "6+", "--db", database])
    #expect(result.status == 74, "\(result.err)")
    #expect(
      result.err
        == "Error: the database holds invalid content: run \(run): the row of run_outcome of "
        + "scenario '\(scenario)' under profile '\(profile)' names a result that the result "
        + "table does not hold\n", "\(result.err)")
  }
}
