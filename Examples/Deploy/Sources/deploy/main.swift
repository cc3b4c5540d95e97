import DeployKit
import Foundation
import SelectionKit

// deploy: asks where, which checks and how long, then prints the plan (a real tool would act on it).
do {
    if let plan = try await DeployQuestions().ask() {
        print(plan)
        let now = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let today = WheelDate(year: now.year ?? 2026, month: now.month ?? 1, day: now.day ?? 1)
        if let schedule = try await DeploySchedule.ask(today: today) {
            print(schedule)
        }
    } else {
        print("nothing deployed")
    }
} catch {
    print("deploy: \(error)")
}
