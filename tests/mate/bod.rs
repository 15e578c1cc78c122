//! A minimal reader of the board diagram (BOD) of a Shift_JIS KIF file, for
//! the tsume tests only: the hands and the nine rows, black to move.

use shogi64::{Color, Hand, Kind, Piece, Position};

/// The two-byte Shift_JIS codes of the characters a diagram uses.
const SJIS: [(u8, u8, char); 38] = [
    (0x81, 0x45, '・'),
    (0x95, 0xe0, '歩'),
    (0x8d, 0x81, '香'),
    (0x8c, 0x6a, '桂'),
    (0x8b, 0xe2, '銀'),
    (0x8b, 0xe0, '金'),
    (0x8a, 0x70, '角'),
    (0x94, 0xf2, '飛'),
    (0x8b, 0xca, '玉'),
    (0x89, 0xa4, '王'),
    (0x82, 0xc6, 'と'),
    (0x88, 0xc7, '杏'),
    (0x8c, 0x5c, '圭'),
    (0x91, 0x53, '全'),
    (0x94, 0x6e, '馬'),
    (0x97, 0xb4, '龍'),
    (0x97, 0xb3, '竜'),
    (0x90, 0xac, '成'),
    (0x88, 0xea, '一'),
    (0x93, 0xf1, '二'),
    (0x8e, 0x4f, '三'),
    (0x8e, 0x6c, '四'),
    (0x8c, 0xdc, '五'),
    (0x98, 0x5a, '六'),
    (0x8e, 0xb5, '七'),
    (0x94, 0xaa, '八'),
    (0x8b, 0xe3, '九'),
    (0x8f, 0x5c, '十'),
    (0x90, 0xe6, '先'),
    (0x8c, 0xe3, '後'),
    (0x8e, 0xe8, '手'),
    (0x82, 0xcc, 'の'),
    (0x8e, 0x9d, '持'),
    (0x8b, 0xee, '駒'),
    (0x82, 0xc8, 'な'),
    (0x82, 0xb5, 'し'),
    (0x81, 0x40, '　'),
    (0x81, 0x46, '：'),
];

/// Decodes the characters above and ASCII; anything else becomes '?'.
fn decode(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x80 {
            out.push(b as char);
            i += 1;
        } else if (0x81..=0x9f).contains(&b) || (0xe0..=0xfc).contains(&b) {
            let c = bytes.get(i + 1).copied().unwrap_or(0);
            let ch = SJIS
                .iter()
                .find(|&&(x, y, _)| x == b && y == c)
                .map_or('?', |&(_, _, ch)| ch);
            out.push(ch);
            i += 2;
        } else {
            out.push('?');
            i += 1;
        }
    }
    out
}

fn kind_of(ch: char) -> Option<Kind> {
    Some(match ch {
        '歩' => Kind::Pawn,
        '香' => Kind::Lance,
        '桂' => Kind::Knight,
        '銀' => Kind::Silver,
        '金' => Kind::Gold,
        '角' => Kind::Bishop,
        '飛' => Kind::Rook,
        '玉' | '王' => Kind::King,
        'と' => Kind::ProPawn,
        '杏' => Kind::ProLance,
        '圭' => Kind::ProKnight,
        '全' => Kind::ProSilver,
        '馬' => Kind::Horse,
        '龍' | '竜' => Kind::Dragon,
        _ => return None,
    })
}

fn numeral(text: &str) -> Option<u8> {
    let digit = |c: char| {
        "一二三四五六七八九"
            .chars()
            .position(|d| d == c)
            .map(|n| n as u8 + 1)
    };
    let chars: Vec<char> = text.chars().collect();
    match chars.as_slice() {
        [] => Some(1),
        ['十'] => Some(10),
        ['十', d] => Some(10 + digit(*d)?),
        [d] => digit(*d),
        _ => None,
    }
}

fn hand(text: &str, color: Color) -> Result<Hand, String> {
    let mut counts = [0u8; 7];
    for token in text.split(['　', ' ']).filter(|t| !t.is_empty()) {
        if token == "なし" {
            continue;
        }
        let mut chars = token.chars();
        let kind = chars
            .next()
            .and_then(kind_of)
            .ok_or(format!("hand: {token}"))?;
        let slot = kind.hand_slot().ok_or(format!("hand: {token}"))?;
        counts[slot] = numeral(chars.as_str()).ok_or(format!("hand: {token}"))?;
    }
    Hand::new(counts, color).map_err(|e| format!("hand: {e}"))
}

/// The position of the diagram in a Shift_JIS KIF file, black to move.
pub fn read(bytes: &[u8]) -> Result<Position, String> {
    let text = decode(bytes);
    let mut board = [None; 81];
    let mut rows = 0;
    let mut black = Hand::EMPTY;
    let mut white = Hand::EMPTY;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("先手の持駒：") {
            black = hand(rest, Color::Black)?;
        } else if let Some(rest) = line.strip_prefix("後手の持駒：") {
            white = hand(rest, Color::White)?;
        } else if let Some(rest) = line.strip_prefix('|') {
            if rows == 9 {
                return Err("more than nine rows".into());
            }
            let cells: Vec<char> = rest.chars().take(18).collect();
            for (col, cell) in cells.chunks(2).enumerate() {
                let color = match cell[0] {
                    'v' => Color::White,
                    ' ' => Color::Black,
                    other => return Err(format!("row {}: {other:?}", rows + 1)),
                };
                board[rows * 9 + col] = match cell[1] {
                    '・' => None,
                    ch => Some(Piece::new(
                        color,
                        kind_of(ch).ok_or(format!("piece {ch:?}"))?,
                    )),
                };
            }
            rows += 1;
        }
    }
    if rows != 9 {
        return Err(format!("{rows} rows"));
    }
    Ok(Position::new(Color::Black, board, black, white))
}
