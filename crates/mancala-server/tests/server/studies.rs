//! The study routes: the list with its filters and pages, one study without its solution,
//! the puzzles of the day, a try checked (a keeping move answered, another refuted with the
//! position left as it was), a hint, a submission verified by the solver (accepted and then
//! listed as submitted, or refused with the reason), the rate limit on submissions, the
//! solver's places for checks and hints (429 with Retry-After, a client's and the server's);
//! and the analyse and review jobs.

use mancala_rules::{History, Rules};
use mancala_server::api::limits::Rates;
use mancala_server::service::Hub;
use serde_json::{json, Value};

use crate::analysis::{limited_server, post_as, refused};
use crate::common::{finished, get, post, start, temp_db};

/// The shipped studies in all.
const SHIPPED: u64 = 8 * 40;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_studies_are_listed_by_game_size_and_difficulty_a_page_at_a_time() {
    let server = start(&temp_db("studies-list")).await;
    let base = &server.base;
    let (status, page) = get(base, "/api/studies").await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["total"], SHIPPED);
    assert_eq!(page["page"], 1);
    assert_eq!(page["pages"], SHIPPED.div_ceil(20));
    let studies = page["studies"].as_array().unwrap();
    assert_eq!(studies.len(), 20);
    assert!(studies.iter().all(|s| s["source"] == "collection"));

    let (status, page) = get(base, "/api/studies?game=giuthi&holes=5").await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["total"], 40);
    for s in page["studies"].as_array().unwrap() {
        assert_eq!(
            (s["game"].as_str(), s["holes"].as_u64()),
            (Some("giuthi"), Some(5))
        );
        assert!(
            s["stipulation"].as_str().unwrap().contains("to move and"),
            "{s}"
        );
        assert!(s["plies"].as_u64().unwrap() >= 5);
    }
    let (_, rated) = get(base, "/api/studies?game=en-dodoi&difficulty=1").await;
    for s in rated["studies"].as_array().unwrap() {
        assert_eq!(s["difficulty"], 1, "{s}");
    }
    let (status, last) = get(base, "/api/studies?game=giuthi&holes=5&page=2").await;
    assert_eq!(status, 200);
    assert_eq!(last["studies"].as_array().unwrap().len(), 20);
    let (_, past) = get(base, "/api/studies?game=giuthi&holes=5&page=3").await;
    assert_eq!(past["studies"], json!([]));
    for bad in [
        "page=0",
        "page=10001",
        "holes=1",
        "holes=65",
        "difficulty=0",
        "difficulty=11",
        "game=chess",
        "colour=red",
    ] {
        let (status, error) = get(base, &format!("/api/studies?{bad}")).await;
        assert_eq!(status, 400, "{bad}: {error}");
        assert!(error["error"].is_string());
    }
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_study_shows_its_position_but_not_its_solution_and_each_game_has_a_daily() {
    let server = start(&temp_db("studies-one")).await;
    let base = &server.base;
    let (status, study) = get(base, "/api/studies/giuthi-2x5-007").await;
    assert_eq!(status, 200, "{study}");
    assert_eq!(study["id"], "giuthi-2x5-007");
    assert_eq!(study["state"]["game"], "giuthi");
    assert!(!study["legal_moves"].as_array().unwrap().is_empty());
    assert!(study.get("solution").is_none(), "{study}");
    let text = study.to_string();
    let shipped = mancala_study::find("giuthi-2x5-007").unwrap();
    let solution: Vec<String> = shipped.solution.iter().map(|m| m.to_string()).collect();
    assert!(!text.contains(&solution.join("\",\"")), "{text}");
    let (status, _) = get(base, "/api/studies/nonesuch").await;
    assert_eq!(status, 404);

    let (status, daily) = get(base, "/api/studies/daily").await;
    assert_eq!(status, 200, "{daily}");
    let games: Vec<&str> = daily["daily"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["game"].as_str().unwrap())
        .collect();
    assert_eq!(games, ["en-gehe", "en-dodoi", "sadeqa-ii", "giuthi"]);
    assert_eq!(daily["date"].as_str().unwrap().len(), 10);
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_keeping_try_is_answered_and_another_refuted_and_a_hint_keeps_the_value() {
    let server = start(&temp_db("studies-check")).await;
    let base = &server.base;
    let id = "en-dodoi-2x6-001";
    let shipped = mancala_study::find(id).unwrap();
    let (_, study) = get(base, &format!("/api/studies/{id}")).await;

    let (status, hint) = post(
        base,
        &format!("/api/studies/{id}/hint"),
        None,
        json!({"moves": []}),
    )
    .await;
    assert_eq!(status, 200, "{hint}");
    assert_eq!(hint["move"], shipped.solution[0].to_string());
    // Moves left out, or null, are none (as api.md says of every field).
    for body in [json!({}), json!({"moves": null})] {
        let (status, again) =
            post(base, &format!("/api/studies/{id}/hint"), None, body.clone()).await;
        assert_eq!((status, &again), (200, &hint), "{body}");
    }

    let first = shipped.solution[0].to_string();
    let (status, correct) = post(
        base,
        &format!("/api/studies/{id}/check"),
        None,
        json!({"moves": [first]}),
    )
    .await;
    assert_eq!(status, 200, "{correct}");
    assert!(
        ["correct", "solved"].contains(&correct["verdict"].as_str().unwrap()),
        "{correct}"
    );
    assert_eq!(correct["value"], shipped.value);
    if let Some(reply) = correct["reply"].as_str() {
        assert_eq!(reply, shipped.solution[1].to_string(), "{correct}");
        let mut game = shipped.game();
        game.play(shipped.solution[0]).unwrap();
        game.play(shipped.solution[1]).unwrap();
        assert_eq!(correct["state"]["board"], json!(game.position().board()));
    }

    // Any other first move loses value (a study has exactly one keeper).
    let other = study["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m.as_str() != Some(first.as_str()))
        .unwrap()
        .clone();
    let (status, wrong) = post(
        base,
        &format!("/api/studies/{id}/check"),
        None,
        json!({"moves": [other]}),
    )
    .await;
    assert_eq!(status, 200, "{wrong}");
    assert_eq!(wrong["verdict"], "wrong", "{wrong}");
    assert!(
        wrong["value"].as_i64().unwrap() < i64::from(shipped.value),
        "{wrong}"
    );
    assert!(
        wrong["explanation"].as_str().unwrap().starts_with("this "),
        "{wrong}"
    );
    assert_eq!(
        wrong["state"], study["state"],
        "the position stays as before the try"
    );

    for (body, status_wanted) in [
        (json!({"moves": []}), 400),
        (json!({"moves": ["99"]}), 400),
        (json!({"moves": "1"}), 400),
        (json!({}), 400),
    ] {
        let (status, error) = post(
            base,
            &format!("/api/studies/{id}/check"),
            None,
            body.clone(),
        )
        .await;
        assert_eq!(status, status_wanted, "{body}: {error}");
    }
    // The defender's turn: no hint.
    let (status, refused) = post(
        base,
        &format!("/api/studies/{id}/hint"),
        None,
        json!({"moves": [first]}),
    )
    .await;
    assert_eq!(status, 422, "a hint on the defender's turn: {refused}");
    let (status, _) = post(
        base,
        "/api/studies/nonesuch/check",
        None,
        json!({"moves": ["1"]}),
    )
    .await;
    assert_eq!(status, 404);
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_defender_with_an_extra_move_answers_with_every_ply_before_the_solving_side_moves() {
    // giuthi-2x8-019's solution gives the defender two plies in a row: one check answers
    // both (`replies`), so the position handed back always has the solving side to move.
    let server = start(&temp_db("studies-extra-move")).await;
    let base = &server.base;
    let id = "giuthi-2x8-019";
    let shipped = mancala_study::find(id).unwrap();
    let solver_side = match shipped.solver {
        mancala_rules::Side::South => "south",
        mancala_rules::Side::North => "north",
    };
    let mut played: Vec<String> = Vec::new();
    let mut most = 0;
    loop {
        let mv = shipped.solution[played.len()].to_string();
        played.push(mv.clone());
        let (status, answer) = post(
            base,
            &format!("/api/studies/{id}/check"),
            None,
            json!({ "moves": played }),
        )
        .await;
        assert_eq!(status, 200, "{answer}");
        let replies: Vec<String> = answer["replies"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap().to_string())
            .collect();
        assert_eq!(
            answer["reply"].as_str(),
            replies.first().map(String::as_str),
            "{answer}"
        );
        let next: Vec<String> = shipped.solution[played.len()..]
            .iter()
            .take(replies.len())
            .map(|m| m.to_string())
            .collect();
        assert_eq!(replies, next, "after {played:?}: {answer}");
        most = most.max(replies.len());
        played.extend(replies);
        if answer["verdict"] == "solved" {
            break;
        }
        assert_eq!(answer["verdict"], "correct", "{answer}");
        assert_eq!(
            answer["state"]["to_move"], solver_side,
            "after {played:?}: {answer}"
        );
        let mut game = shipped.game();
        for m in &played {
            game.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(answer["state"]["board"], json!(game.position().board()));
    }
    assert_eq!(played.len(), shipped.solution.len());
    assert!(most >= 2, "no check answered with two replies");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_submitted_study_is_verified_stored_and_listed_and_submissions_are_limited() {
    let db = temp_db("studies-submit");
    let server = start(&db).await;
    let base = &server.base;
    let position = new_study();
    let (status, summary) = post(
        base,
        "/api/studies",
        None,
        json!({"position": position, "name": "  Wanjiru "}),
    )
    .await;
    assert_eq!(status, 201, "{summary}");
    assert_eq!(summary["source"], "submitted");
    assert_eq!(summary["name"], "Wanjiru");
    assert_eq!(summary["stipulation"], "South to move and win by 22");
    let id = summary["id"].as_str().unwrap().to_string();
    let (status, study) = get(base, &format!("/api/studies/{id}")).await;
    assert_eq!(status, 200, "{study}");
    assert_eq!(study["state"]["board"], position["board"]);
    let (_, listed) = get(base, "/api/studies?game=giuthi&holes=5&page=3").await;
    assert_eq!(listed["studies"][0]["id"], id, "{listed}");

    // A position where two first moves keep the value is refused with them named.
    let several = several_keepers();
    let (status, refused) = post(
        base,
        "/api/studies",
        None,
        json!({"position": several, "name": "x"}),
    )
    .await;
    assert_eq!(status, 422, "{refused}");
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("first moves keep the value"),
        "{refused}"
    );
    for body in [
        json!({"position": position, "name": ""}),
        json!({"position": position, "name": "a\u{7}"}),
        json!({"position": position}),
        json!({"position": 3, "name": "x"}),
    ] {
        let (status, _) = post(base, "/api/studies", None, body.clone()).await;
        assert_eq!(status, 400, "{body}");
    }
    // The limit: 6 a minute from one client (the ones above included).
    let (status, _) = post(base, "/api/studies", None, json!({"name": "x"})).await;
    assert_eq!(status, 429);
    server.task.abort();

    // Stored: a new server on the same database lists it.
    let again = start(&db).await;
    let (status, study) = get(&again.base, &format!("/api/studies/{id}")).await;
    assert_eq!(status, 200, "{study}");
    assert_eq!(study["source"], "submitted");
    // The same position again, under another name: refused, naming the study it already is.
    let (status, copy) = post(
        &again.base,
        "/api/studies",
        None,
        json!({"position": position, "name": "Njeri"}),
    )
    .await;
    assert_eq!(status, 409, "{copy}");
    assert_eq!(
        copy["error"],
        format!("this position is already study '{id}'"),
        "{copy}"
    );
    assert_eq!(copy["study"], id, "{copy}");
    // A copy of a shipped study is refused, naming it.
    let shipped = mancala_study::find("giuthi-2x5-003").unwrap();
    let copy: Value = serde_json::from_str(&shipped.game().to_json()).unwrap();
    let (status, refused) = post(
        &again.base,
        "/api/studies",
        None,
        json!({"position": copy, "name": "Kamau"}),
    )
    .await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(
        refused["error"], "this position is already study 'giuthi-2x5-003'",
        "{refused}"
    );
    assert_eq!(refused["study"], "giuthi-2x5-003", "{refused}");
    again.task.abort();
}

/// A Giuthi 2x5 endgame that is a study (one first move, 2R, keeps South's win by 22) and not
/// one of the shipped ones (`random_endgames(giuthi 2x5, 12, 1, 3)`).
fn new_study() -> Value {
    json!({"game": "giuthi", "holes": 5, "seeds": 4,
        "options": {"lap_limit": 10000, "repetition": "draw"},
        "board": [0, 5, 0, 1, 1, 0, 1, 1, 2, 0], "captured": [20, 9],
        "to_move": "south", "ply": 12})
}

/// An En Dodoi 2x6 endgame where two or more first moves keep the value (found by the
/// solver among small positions).
fn several_keepers() -> Value {
    let solver = mancala_solver::Solver::new(16);
    for a in 0..6 {
        for b in a + 1..6 {
            for c in 6..12 {
                let mut board = [0u64; 12];
                board[a] = 1;
                board[b] = 2;
                board[c] = 1;
                let position = json!({"game": "en-dodoi", "holes": 6, "seeds": 4,
                    "board": board, "captured": [22, 22], "to_move": "south"});
                let game = History::from_json(&position.to_string()).unwrap();
                if game.outcome().is_some() {
                    continue;
                }
                let moves = solver
                    .solve_moves(&game, &mancala_solver::Limits::default())
                    .unwrap()
                    .moves;
                let best = moves[0].1.value().unwrap();
                if moves
                    .iter()
                    .filter(|(_, v)| v.value() == Some(best))
                    .count()
                    >= 2
                {
                    return position;
                }
            }
        }
    }
    panic!("no small position with two keeping moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analyse_job_gives_lines_and_a_review_job_classes_every_ply() {
    let server = start(&temp_db("jobs-analyse-review")).await;
    let base = &server.base;
    let game = History::new(Rules::with_size(mancala_rules::Game::EnDodoi, 6, 4).unwrap());
    let position: Value = serde_json::from_str(&game.to_json()).unwrap();
    let (status, created) = post(
        base,
        "/api/jobs",
        None,
        json!({"kind": "analyse", "position": position, "moves": ["3"], "seconds": 2}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let view = finished(base, created["id"].as_str().unwrap(), 15).await;
    assert_eq!(view["state"], "done", "{view}");
    let analysis = &view["analysis"];
    assert!(analysis["depth"].as_u64().unwrap() >= 1, "{view}");
    let lines = analysis["lines"].as_array().unwrap();
    let mut after = game.clone();
    after.play("3".parse().unwrap()).unwrap();
    assert_eq!(lines.len(), after.position().legal_moves().len(), "{view}");
    assert!(lines.iter().all(|l| l["pv"][0] == l["move"]), "{view}");

    // A short finished game (2 seeds a hole) reviewed whole.
    let mut game = History::new(Rules::with_size(mancala_rules::Game::EnDodoi, 6, 2).unwrap());
    let mut n = 3usize;
    while game.outcome().is_none() {
        game.play_random(&mut |len| {
            n = n.wrapping_mul(7).wrapping_add(5);
            n % len
        });
    }
    let record = mancala_record::Record::new(game.clone(), "a", "b", "2026.11.30").to_text();
    let (status, created) = post(
        base,
        "/api/jobs",
        None,
        json!({"kind": "review", "record": record, "seconds": 30}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let view = finished(base, created["id"].as_str().unwrap(), 40).await;
    assert_eq!(view["state"], "done", "{view}");
    let review = &view["review"];
    let plies = game.moves_played();
    assert_eq!(review["total_plies"], plies);
    assert_eq!(review["done_plies"], plies, "{view}");
    let classes = ["best", "good", "inaccuracy", "mistake", "blunder"];
    for (i, ply) in review["plies"].as_array().unwrap().iter().enumerate() {
        assert_eq!(ply["ply"], i);
        assert!(classes.contains(&ply["class"].as_str().unwrap()), "{ply}");
        assert!(
            ply["best_value"].as_i64() >= ply["played_value"].as_i64(),
            "{ply}"
        );
    }
    assert_eq!(
        review["thresholds"],
        json!({"good": 1, "inaccuracy": 3, "mistake": 5, "blunder": 9})
    );
    let accuracy = review["accuracy"]["south"].as_f64().unwrap();
    assert!((0.0..=100.0).contains(&accuracy));
    server.task.abort();
}

/// The start of En Dodoi 2x6 as a position JSON: far beyond what the solver proves in a
/// submission's 10 s, so that submitting it holds one of the solver's places that long.
fn unprovable() -> Value {
    let game = History::new(Rules::with_size(mancala_rules::Game::EnDodoi, 6, 4).unwrap());
    serde_json::from_str(&game.to_json()).unwrap()
}

/// Waits until the solver's places held are `n` (at most 5 s).
async fn places_held(hub: &Hub, n: usize) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while hub.analysis.solving.running() != n {
        assert!(
            std::time::Instant::now() < deadline,
            "{} places held, not {n}",
            hub.analysis.solving.running()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn checks_and_hints_beyond_the_solvers_places_get_429_with_retry_after_and_take_none() {
    let (base, hub, task) = limited_server("studies-places", Rates::OFF).await;
    let id = "en-dodoi-2x6-001";
    let shipped = mancala_study::find(id).unwrap();
    let first = shipped.solution[0].to_string();
    let check = format!("/api/studies/{id}/check");
    let hint = format!("/api/studies/{id}/hint");
    let try_body = json!({"moves": [first]});
    let hint_body = json!({"moves": []});
    // Two submissions the solver cannot prove hold client A's two places for 10 s.
    let submit = |client: &'static str| {
        let base = base.clone();
        tokio::spawn(async move {
            post_as(
                &base,
                client,
                "/api/studies",
                None,
                json!({"position": unprovable(), "name": "held"}),
            )
            .await
        })
    };
    let a = "198.51.100.40";
    let mut submissions = vec![submit(a), submit(a)];
    places_held(&hub, 2).await;
    // A's check and hint: 429 until the first of its runs reaches its 10 s bound.
    let answer = post_as(&base, a, &check, None, try_body.clone()).await;
    refused(
        &answer,
        "the solver is checking 2 of your studies (at most 2)",
        5..=10,
    );
    let answer = post_as(&base, a, &hint, None, hint_body.clone()).await;
    refused(&answer, "at most 2", 5..=10);
    assert_eq!(
        hub.analysis.solving.running(),
        2,
        "a refused request took a place"
    );
    // Client B is served meanwhile (the server has four places), its run's place freed.
    let b = "198.51.100.41";
    let (status, retry, correct) = post_as(&base, b, &check, None, try_body.clone()).await;
    assert_eq!((status, retry), (200, None), "{correct}");
    assert_eq!(correct["verdict"], "correct", "{correct}");
    assert_eq!(hub.analysis.solving.running(), 2);
    // B's two submissions fill the server: client C, holding none, is refused too.
    submissions.push(submit(b));
    submissions.push(submit(b));
    places_held(&hub, 4).await;
    let c = "198.51.100.42";
    let answer = post_as(&base, c, &check, None, try_body.clone()).await;
    refused(
        &answer,
        "the solver is checking 4 studies at once, its most",
        1..=10,
    );
    let answer = post_as(&base, c, &hint, None, hint_body.clone()).await;
    refused(&answer, "its most", 1..=10);
    assert_eq!(
        hub.analysis.solving.running(),
        4,
        "a refused request took a place"
    );
    // The submissions end unproved (422) and free their places; the checks then pass.
    for submission in submissions {
        let (status, _, refusal) = submission.await.unwrap();
        assert_eq!(status, 422, "{refusal}");
    }
    assert_eq!(hub.analysis.solving.running(), 0);
    let (status, _, correct) = post_as(&base, a, &check, None, try_body).await;
    assert_eq!(status, 200, "{correct}");
    assert_eq!(correct["verdict"], "correct", "{correct}");
    let (status, _, shown) = post_as(&base, c, &hint, None, hint_body).await;
    assert_eq!(status, 200, "{shown}");
    assert_eq!(shown["move"], first);
    // Nothing was stored by the refused or unproved requests.
    let (_, page) = get(&base, "/api/studies").await;
    assert_eq!(page["total"], SHIPPED, "{page}");
    task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn submissions_beyond_the_rate_a_minute_get_429_with_retry_after_and_store_nothing() {
    let rates = Rates {
        submit: 2,
        ..Rates::OFF
    };
    let (base, hub, task) = limited_server("studies-submit-rate", rates).await;
    let me = "198.51.100.50";
    // Bad bodies count toward the limit too (each request does, before it is read).
    for _ in 0..2 {
        let (status, _, error) =
            post_as(&base, me, "/api/studies", None, json!({"name": "x"})).await;
        assert_eq!(status, 400, "{error}");
    }
    let good = json!({"position": new_study(), "name": "late"});
    let answer = post_as(&base, me, "/api/studies", None, good.clone()).await;
    refused(
        &answer,
        "too many study submissions from this address",
        20..=30,
    );
    assert_eq!(
        hub.analysis.solving.running(),
        0,
        "a refused submission reached the solver"
    );
    let (_, page) = get(&base, "/api/studies?game=giuthi&holes=5").await;
    assert_eq!(page["total"], 40, "a refused submission was stored: {page}");
    // Another client's submission is accepted and stored.
    let (status, _, summary) = post_as(&base, "198.51.100.51", "/api/studies", None, good).await;
    assert_eq!(status, 201, "{summary}");
    let (_, page) = get(&base, "/api/studies?game=giuthi&holes=5").await;
    assert_eq!(page["total"], 41, "{page}");
    task.abort();
}

/// A wrong try is refuted by the first move of the solver's proved line after it, which
/// needs only that reply proved: where the solver proves the best reply at once but not the
/// defender's others (in the collection, `en-dodoi-2x6-004`'s try 4, of 440 wrong first
/// moves), the refutation is still given, at once, not after the check's whole 5 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_try_is_refuted_by_the_reply_the_solver_proves_at_once() {
    let server = start(&temp_db("studies-refutation")).await;
    let id = "en-dodoi-2x6-004";
    let shipped = mancala_study::find(id).unwrap();
    // The solver proves the position after the try at once: South's best reply wins by 16,
    // exactly what the try loses by.
    let mut after = shipped.game();
    after.play("4".parse().unwrap()).unwrap();
    let solved = mancala_solver::Solver::new(16)
        .solve(&after, &mancala_solver::Limits::default())
        .unwrap();
    assert_eq!(solved.verdict.value(), Some(16));
    let refutation = solved.pv[0].to_string();
    let asked = std::time::Instant::now();
    let (status, wrong) = post(
        &server.base,
        &format!("/api/studies/{id}/check"),
        None,
        json!({"moves": ["4"]}),
    )
    .await;
    let took = asked.elapsed();
    assert_eq!(status, 200, "{wrong}");
    assert_eq!(wrong["verdict"], "wrong", "{wrong}");
    assert_eq!(wrong["value"], -16, "{wrong}");
    assert!(
        wrong["reply"].is_string(),
        "no refutation (the solver's is {refutation}), after {took:?}: {wrong}"
    );
    assert!(
        wrong["explanation"]
            .as_str()
            .unwrap()
            .contains(": South answers "),
        "{wrong}"
    );
    assert!(
        wrong["explanation"]
            .as_str()
            .unwrap()
            .starts_with("this loses by 16: South answers "),
        "{wrong}"
    );
    assert!(
        wrong["explanation"]
            .as_str()
            .unwrap()
            .ends_with(&format!("; the best move loses by only {}", -shipped.value)),
        "{wrong}"
    );
    // Within the check's 5 s budget (with room for a busy machine's round trip).
    assert!(
        took < std::time::Duration::from_millis(4500),
        "the check took {took:?}"
    );
    server.task.abort();
}
