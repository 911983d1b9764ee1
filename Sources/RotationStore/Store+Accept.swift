import RotationCore

extension Store {
  /// Replaces the expectations of these scenarios (by id; call inside `transaction`), as
  /// `accept` merged them; a scenario no longer stored is skipped.
  public func replaceExpectations(_ scenarios: [(scenario: String, expectations: [Expectation])])
    throws(StoreError)
  {
    try wrap { () throws(DatabaseError) in
      for (scenario, expectations) in scenarios {
        guard let number = try number(of: scenario) else { continue }
        try replaceExpectations(of: number, with: expectations)
      }
    }
  }
}
