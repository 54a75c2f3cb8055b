<HTML><HEAD><TITLE>ABC.es - Internacional</TITLE>
<META http-equiv="Content-Type" content="text/html; charset=utf-8"></HEAD>
<BODY bgcolor="#FFFFFF">
<TABLE><TR><TD class="menu"><A href="/abc/fijas/portada.asp">Portada</A> |
<A href="../deportes/010de01.asp">Deportes</A> | <A href="../publicidad.asp">Publicidad</A></TD></TR>
<TR><TD>
<P><A href="006pa00.asp">PP y PSOE se comprometen a acabar con ETA</A></P>
<P><A href="007pa00.asp">La cumbre de Niza termina sin acuerdo sobre el voto</A></P>
<P><A href="../deportes/010de01.asp">El Madrid gana en Auxerre</A></P>
</TD></TR></TABLE>
</BODY></HTML>
