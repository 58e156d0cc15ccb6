// MARK: - Common words: ordinary words are never typos

/// Everyday words of English and Brazilian Portuguese (folded: lower case,
/// no accents), as people use them around a request: "not too *far*",
/// "*honestly*", "a *gente* volta". A word here is read as itself, never
/// repaired into the command word it happens to be one letter from
/// ("far" is not "fav", "ate" is not "rate"), and it is never mistaken for
/// the name of a place in a search.
enum CommonWords {
    static func contains(_ folded: String) -> Bool { all.contains(folded) }
    static func contains(_ word: Word) -> Bool { all.contains(word) }

    /// Both languages, without any word a command or filter table uses
    /// ("again", "open", "near"): those are never merely everyday words.
    static let all: WordSet = everyday.subtracting(Repair.targets).subtracting(Repair.tableWords).subtracting(Repair.extraCandidates)
    /// Every everyday word, with those a command or filter table also uses ("muito", "open"): a word typed
    /// in capitals that is one of them is shouted, never a name ("foi MUITO bom").
    static let everyday: WordSet = english.union(portuguese).union(spanish)

    /// 649 words.
    static let english: WordSet = words(
        """
        about above across actually after afternoon against ago ahead all almost alone along already also although
        always am amazing among an anniversary another anybody anyone anyplace anything anyway anyways anywhere
        arent around as ask asked asking at ate away awesome awful back bad basically be because become been before
        behind being below best better between big bike bill birthday bit blackout blog blogs vlog podcast boss both boyfriend break bring broke brought btw
        budget bus busy but buy by call came can't cannot cant car care careful case celebrate celebration certain
        certainly choose chose colleagues come comes coming could couldn't couldnt coworkers cozy craving crowded
        dad date day days decent delicious did didn't didnt different distance do does doesn't doesnt doing don't
        done dont down drinking drive driving during each early easy eat eaten eating either else empty end enjoy
        enjoyed enough especially even evening ever every everybody everyone everything exactly excellent famished
        fantastic far fast feel feeling felt few fine first food for found friday fridays friend friendly friends from full
        fun get gets getting gimme girlfriend give given go goes going gone gonna good got gotta great gross group
        guess guy guys had hadn't happen happy hard has hasn't hated have haven't having he head hear heard hello
        her here hers herself hey hi him himself his hiya hold home honestly hope hopefully horrible hot hour hours
        house how however hungry husband i'd i'll i'm i've id idk if ill im important in inside instead into is
        isn't isnt it it's its itself ive joint just keep kids kind kinda knew know known large late later least
        leave left lemme less let let's lets life light like liked likely line little live long look looking lot
        lots love loved lovely made make makes making many may maybe me mean meant mediocre meh might mind mine
        minute minutes mom moment monday money more morning most mostly much must my myself name need needed needs
        never new next nice night nobody noisy none nope nor nothing now nowhere of off often oh ok okay old on once
        only onto or other others otherwise ought our ours ourselves out outside over own parents people perfect
        perhaps person place places plan please pls plus plz portion portions pretty price prices priciest probably
        put queue quick quickly quite r rather read ready real really reason reservation right rn round rude said
        same saturday saw say says second see seem seemed seems seen sense service several shall she short should
        shouldn't shouldnt side simple since slow small so some somebody someone someplace something sometimes
        somewhat somewhere soon sorry sort spot staff starving still stuff such sunday superb sure table take taken
        taking talk tasty tbh team tell terrible than thank thanks that that's thats the their theirs them
        themselves then there there's theres these they they're theyre thing things think thirsty this tho those
        though thought through thursday thus thx tip to today together told tomorrow tonight too took totally toward
        towards tried true try trying tuesday turn ty u under until up upon ur us use used using usual usually very
        via wait waiter walk walking wanna want wanted wants was wasn't wasnt way we we'd we'll we're we've wed
        wednesday week weekend well went were weren't werent weve what what's whatever whats when whenever where
        whether which while who whole whom whose why wife will wish with within without won't wonder wonderful wont
        word work world worry would wouldn't wouldnt wow ya yall yeah year yes yet yo you you'd you'll you're you've
        young your youre yours yourself youve yummy
        safe sounds seems risky risk street office laptop wifi kids baby toddler teen teenager husband daughter son
        sent sat seat sell bet net pet wet jet vet late gate hate mate race rare rat wave cave gave port sport
        dog dogs puppy cat cats kitten parrot min mins hr hrs
        mondays tuesdays wednesdays thursdays saturdays sundays past
        win wins won winner vote votes voted voting
        storm storms stormy thunderstorm thunder lightning flood power outage fridge freezer
        cold warm lukewarm soggy burnt salty bland stale greasy undercooked overcooked
        """)

    /// 512 words.
    static let portuguese: WordSet = words(
        """
        caldo sopa achar achei acho aconchegante agora agr ai ainda aleatorio alem algo alguem algum alguma algumas alguns ali
        almocar amanha amiga amigas amigo amigos andando andar aniversario ano anos antes ao aquela aquelas aquele
        aqueles aqui as assim ate atendimento bacana baratinho barulhento bastante beleza bem blz boa bom brigada
        brigado cada cantinho cara carissimo carro casa certeza certo cheio claro cmg coisa coisas comemorar comendo
        comer comi comida comigo como conosco conta contigo criancas ctg da dai daquele das dela delas dele deles
        delicia demais depois desde dessa desse desta deste deu dia dias diferente dinheiro disso distancia disto
        diz dizer do domingo dos dps dura durante duro eai ela elas ele eles em embora enquanto entao entre era
        escolheu escolhi esposa essa essas esse esses esta estamos estao estas estava este estes estou eu fala falar
        faminta faminto favor faz fazendo fazer fds fe fez fica ficar fila filha filho filhos fim final foi fome
        fominha fomos fora fui galera garcom gente gorjeta gostaria gostei gosto gostosa gostoso grana grande hj
        hoje hora horas horrivel hrs ideia ideias incrivel isso isto ja jantinha jeito junto kd la lado lanchar
        legal lhe lisa liso logo longe lugar lugares lugarzinho mae mais mal manda mande maravilhosa maravilhoso
        marido mas me mediana mediano melhor menos mesa mesmo meu meus minha minhas morrendo msg msm mt mto muita
        muitas muito muitos na nada namorada namorado nd ne neh nem nenhum nenhuma ngm ninguem noite nossa nossas
        nosso nossos nova novo nunca obg obrigada obrigado oi ola olha olhar onde onibus ontem opa opcao opcoes os
        otima otimo ou outra outras outro outros pai para parece pe pela pelas pelo pelos pensando pensei penso
        pertinho perto pessima pessimo pessoa pessoal pfv pfvr pls pode podemos poder podia pois por porcao porcoes
        porfa porque pouco pq pra preco precos pro pros q qdo qnd qnt qria qro quais qual qualquer quando quanta
        quanto quantos quarta quase que quebrado quem quer queremos queria quero quinta razoavel recomenda
        recomendacao reserva ruim sabado salve se segunda sei sem semana ser seu seus sexta sim so sobre sozinho sua
        suas sugestao sugestoes surpresa ta talvez tambem tanto tarde tava tb tbm td tds te tem temos tenho tentar
        ter terca ti tipo tmj to toda todas todo todos top tu tudo turma uber um uma umas uns vai valeu vamos vazio
        vc vcs veja vendo ver vi vlw voce voces vou
        mes vem vir vindo visitar ansiosa ansioso irma irmao trabalho trabalhar viagem viajar proxima proximo passado
        passada ferias feriado cidade hotel sogra sogro avo avos tia tio primo prima noivo noiva esposo professora
        professor chefe escola faculdade aula prova calor frio chuva chovendo cansado cansada derretendo som caixinha
        barulho banda decidir cozinhar prato pratos feito feita cardapio bebida bebidas chapa voltei voltou vovo
        rua ruas avenida bairro esquina praia festa casa sala mesa neta neto netos avos marido mulher filho filha
        prata ouro bodas ingresso academia corrida gelado gelada
        paga pagar pagou paguei pago salsa selva importa importante senta sento
        cachorro cachorra cachorrinho gato gata gatinho papagaio
        segundas tercas quartas quintas sextas joga jogar
        seria obra obras escala
        fria frios frias queimado queimada salgado salgada morno morna
        """)

    /// Spanish words visitors mix into Portuguese or English ("pero", "muy caro"): read as themselves,
    /// never repaired into ours ("pero" is not "perto").
    static let spanish: WordSet = words(
        """
        pero estoy estamos gracias hola bueno buena algo aqui donde esta cuanto mucho poco
        vacaciones manana noche tarde comida ahora tambien porque vamos hay playa volvimos estaba increible
        """)

    private static func words(_ text: String) -> WordSet {
        WordSet(text.split(whereSeparator: \.isWhitespace).map(String.init))
    }
}
