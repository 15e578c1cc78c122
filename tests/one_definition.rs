//! Each rule of shogi and each table of its text is written once in the
//! crate: this reads every source file under `src/` (comment lines and unit
//! tests left out) and counts the places
//! that define one. A second copy (another rank-numeral table, another
//! promotion-zone test, piece letters spelled again) makes it fail.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, with its text, comment lines left out.
fn sources(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            // A folder's unit-test file is not a definition either.
            && path.file_name().is_some_and(|n| n != "tests.rs")
        {
            let text = fs::read_to_string(&path).unwrap();
            // A file's unit tests (at its end) are not definitions.
            let text = text.split("#[cfg(test)]\nmod ").next().unwrap_or_default();
            let code: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .map(|l| format!("{l}\n"))
                .collect();
            let name = path
                .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .unwrap()
                .to_path_buf();
            out.push((name, code));
        }
    }
}

fn crate_sources() -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    assert!(out.len() > 50, "the crate's sources were found");
    out
}

/// The files whose code contains any of `needles`, each with its count.
fn places(files: &[(PathBuf, String)], needles: &[&str]) -> Vec<(String, usize)> {
    files
        .iter()
        .filter_map(|(path, code)| {
            let n: usize = needles
                .iter()
                .map(|needle| code.matches(needle).count())
                .sum();
            (n > 0).then(|| (path.display().to_string(), n))
        })
        .collect()
}

/// `c` as the code writes a character or a one-character string.
fn quoted(c: &str) -> [String; 2] {
    [format!("'{c}'"), format!("\"{c}\"")]
}

fn quoted_all(items: &[&str]) -> Vec<String> {
    items.iter().flat_map(|c| quoted(c)).collect()
}

fn only_in(files: &[(PathBuf, String)], needles: &[String], file: &str) -> usize {
    let needles: Vec<&str> = needles.iter().map(String::as_str).collect();
    let found = places(files, &needles);
    let where_: Vec<&str> = found.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(where_, [file], "{needles:?} are written in {found:?}");
    found[0].1
}

#[test]
fn the_rank_numerals_are_one_table() {
    let files = crate_sources();
    let tables = places(
        &files,
        &["'一', '二', '三'", "\"一\", \"二\", \"三\"", "一二三"],
    );
    assert_eq!(tables, [("src/names.rs".to_string(), 1)]);
    let numerals = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
    assert_eq!(only_in(&files, &quoted_all(&numerals), "src/names.rs"), 9);
}

#[test]
fn the_file_digits_are_one_table() {
    let files = crate_sources();
    let tables = places(&files, &["'１', '２', '３'", "\"１\", \"２\"", "１２３"]);
    assert_eq!(tables, [("src/names.rs".to_string(), 1)]);
    let digits = ["１", "２", "３", "４", "５", "６", "７", "８", "９"];
    assert_eq!(only_in(&files, &quoted_all(&digits), "src/names.rs"), 9);
}

#[test]
fn the_piece_names_are_one_table() {
    let files = crate_sources();
    // Each one-character name once in the table (both columns of a row
    // count: `("歩", "歩")`), the two-character ones once.
    let chars = [
        "歩", "香", "桂", "銀", "金", "角", "飛", "玉", "王", "と", "杏", "圭", "全", "馬", "竜",
        "龍",
    ];
    let n = only_in(&files, &quoted_all(&chars), "src/names.rs");
    assert_eq!(
        n,
        2 * 11 + 3 + 2,
        "one row per kind and the two other spellings"
    );
    let long = quoted_all(&["成香", "成桂", "成銀"]);
    assert_eq!(only_in(&files, &long, "src/names.rs"), 3);
}

#[test]
fn the_csa_piece_letters_are_one_table() {
    let files = crate_sources();
    // KY, KA and HI are also handicap names; the other eleven are only
    // piece letters.
    let letters = [
        "FU", "KE", "GI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY",
    ];
    let needles: Vec<String> = letters.iter().map(|l| format!("\"{l}\"")).collect();
    assert_eq!(only_in(&files, &needles, "src/codec/position.rs"), 11);
    assert!(places(&files, &["FUKY", "\"FU\", \"KY\""]).is_empty());
}

#[test]
fn the_promotion_zone_is_one_function() {
    let files = crate_sources();
    let zone_fns: usize = files
        .iter()
        .flat_map(|(_, code)| code.lines())
        .filter(|l| {
            l.contains("fn ")
                && l.split("fn ")
                    .nth(1)
                    .is_some_and(|f| f.split('(').next().unwrap().contains("zone"))
        })
        .count();
    assert_eq!(zone_fns, 1, "one function says where a side may promote");
    assert_eq!(
        places(&files, &["fn in_promotion_zone"]),
        [("src/rules/zones.rs".to_string(), 1)]
    );
}

#[test]
fn the_ranks_without_a_further_move_are_one_rule() {
    let files = crate_sources();
    // The rule's table: pawn and lance one rank, knight two.
    assert_eq!(
        places(&files, &["Kind::Pawn | Kind::Lance =>", "1 | 2 =>"]),
        [("src/rules/zones.rs".to_string(), 1)]
    );
    assert_eq!(
        places(&files, &["fn has_further_move", "fn ranks_without_move"]),
        [("src/rules/zones.rs".to_string(), 2)]
    );
}

#[test]
fn two_pawns_on_a_file_is_one_rule() {
    let files = crate_sources();
    // The board counts each side's pawns per file; only it reads the count
    // (`Board::pawn_on_file`), and no other board model keeps pieces.
    let counts = places(&files, &[".pawns["]);
    assert!(
        counts.iter().all(|(p, _)| p == "src/rules/board.rs"),
        "{counts:?}"
    );
    assert_eq!(
        places(&files, &["fn pawn_on_file"]),
        [("src/rules/board.rs".to_string(), 1)]
    );
    assert!(places(&files, &["Kind::Pawn))", "Piece::new(color, Kind::Pawn)"]).is_empty());
}

#[test]
fn the_pieces_steps_are_one_table() {
    let files = crate_sources();
    // The rules' table of each kind's steps and slides; the notation's
    // candidates walk it too.
    assert_eq!(
        places(
            &files,
            &["const BLACK_LINES", "const GOLD", "const DIAGONALS"]
        ),
        [("src/rules/attacks.rs".to_string(), 3)]
    );
    assert_eq!(
        places(&files, &["[-21, -19]", "(-1, -2)", "(1, -2)"]),
        [("src/rules/attacks.rs".to_string(), 1)]
    );
}

#[test]
fn the_relative_words_are_one_table() {
    let files = crate_sources();
    // 右左直 and 引寄 (上 is also 上手, the handicap giver) with their JKF
    // letters, in the notation's relative module only.
    let words = quoted_all(&["左", "右", "直", "引", "寄"]);
    assert_eq!(only_in(&files, &words, "src/notation/relative.rs"), 5);
    // No other line pairs a word (上 included) with a JKF letter.
    let word_marks = quoted_all(&["左", "右", "直", "上", "引", "寄"]);
    let letter_marks = quoted_all(&["L", "R", "C", "U", "D", "M"]);
    let pairs: Vec<String> = files
        .iter()
        .filter(|(p, _)| !p.ends_with("notation/relative.rs"))
        .flat_map(|(p, code)| code.lines().map(move |l| (p, l)))
        .filter(|(_, l)| {
            word_marks.iter().any(|w| l.contains(w.as_str()))
                && letter_marks.iter().any(|m| l.contains(m.as_str()))
        })
        .map(|(p, l)| format!("{}: {l}", p.display()))
        .collect();
    assert!(pairs.is_empty(), "{pairs:?}");
}

#[test]
fn same_promote_and_drop_are_one_table() {
    // Error messages that quote a word (`Expected("'打' or '(xy)'")`) are
    // not definitions.
    let files: Vec<(PathBuf, String)> = crate_sources()
        .into_iter()
        .map(|(p, code)| {
            let kept = code.lines().filter(|l| !l.contains("Expected(\""));
            (p, kept.map(|l| format!("{l}\n")).collect())
        })
        .collect();
    let words = quoted_all(&["同", "同　", "成", "不成", "打"]);
    assert_eq!(only_in(&files, &words, "src/notation/names.rs"), 5);
}
